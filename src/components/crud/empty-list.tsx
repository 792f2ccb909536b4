import { Alert, Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { nounOf, pluralNoun } from './messages';
import type { ListSearch } from './types';

export type EmptyListProps = {
  /** The list's record, e.g. "Bank". */
  singular: string;
  search: ListSearch;
  /** The list could not be loaded (its banner says why and offers Retry). */
  failed: boolean;
  /** Adding, when the user may add: a dialog (`onAdd`) or a page (`addLink`). */
  onAdd?: () => void;
  addLink?: LinkOptions;
  onSearchChange: (next: ListSearch) => void;
};

/** Whether a list's view is narrowed by a search or a filter. */
export function isNarrowed(search: ListSearch): boolean {
  return Boolean(search.search) || Object.values(search.filters ?? {}).some((value) => value !== '');
}

/**
 * What an empty list says in place of its rows: under a search or filter, that nothing matches,
 * with the way back to every record; without one, that there are none yet, with an Add button
 * for a user who may add (doing what the toolbar's does); a list that could not be loaded, only that.
 */
export function EmptyList({ singular, search, failed, onAdd, addLink, onSearchChange }: EmptyListProps) {
  const records = pluralNoun(singular);
  if (failed) {
    return (
      <Alert variant="transparent" color="gray.8" m="md">
        The list could not be loaded.
      </Alert>
    );
  }
  if (isNarrowed(search)) {
    const { search: _text, filters: _filters, ...rest } = search;
    return (
      <Alert variant="transparent" color="gray.8" m="md">
        <Group gap="sm">
          <span>No {records} match the search or filters.</span>
          <Button size="xs" variant="default" onClick={() => onSearchChange({ ...rest, page: 1 })}>
            Clear search and filters
          </Button>
        </Group>
      </Alert>
    );
  }
  // Not "Add Bank" again: the toolbar's button has that name.
  const add = `Add the first ${nounOf(singular)}`;
  return (
    <Alert variant="transparent" color="gray.8" m="md">
      <Group gap="sm">
        <span>No {records} yet.</span>
        {addLink ? (
          <Button size="xs" leftSection={<IconPlus size={14} />} renderRoot={(rootProps) => <Link {...addLink} {...rootProps} />}>
            {add}
          </Button>
        ) : onAdd ? (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            {add}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}

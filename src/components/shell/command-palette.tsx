import { Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, type LinkOptions } from '@tanstack/react-router';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { failureText } from '../../api/errors';
import classes from './command-palette.module.css';
import type { PaletteScreen, RecordFinder } from './palette-types';

/** The most options the palette lists at once (type more to narrow them). */
export const PALETTE_OPTIONS = 10;

export type CommandPaletteProps = {
  opened: boolean;
  onClose: () => void;
  screens: readonly PaletteScreen[];
  /** The record finders the user may use (loaded when the palette first opens). */
  finders: () => Promise<readonly RecordFinder[]>;
};

type PaletteOption = { id: string; label: string; detail: string } & ({ kind: 'screen'; to: string } | { kind: 'record'; finder: RecordFinder; key: string });

const normalise = (text: string) => text.trim().toLowerCase();

/**
 * The options for what was typed: the records whose key it has the form of, then the screens
 * where each word starts a word of the name (first) or of the name and group.
 */
export function paletteOptions(text: string, screens: readonly PaletteScreen[], finders: readonly RecordFinder[]): PaletteOption[] {
  const key = text.trim();
  const words = normalise(text).split(/\s+/).filter(Boolean);
  const records: PaletteOption[] = key === '' ? [] : finders.filter((finder) => finder.matches(key)).map((finder) => ({ id: `record-${finder.id}`, kind: 'record', finder, key, label: finder.label(key), detail: 'Open the record' }));
  // Screens whose own name has every word come first, then those matched through their group.
  const starts = (text: string) => {
    const parts = text.toLowerCase().split(/[\s/-]+/);
    return (word: string) => parts.some((part) => part.startsWith(word));
  };
  const rank = (screen: PaletteScreen) => (words.every(starts(screen.title)) ? 0 : words.every(starts(`${screen.title} ${screen.group}`)) ? 1 : 2);
  const found: PaletteOption[] = screens
    .map((screen) => ({ screen, rank: rank(screen) }))
    .filter(({ rank }) => rank < 2)
    .sort((a, b) => a.rank - b.rank)
    .map(({ screen }) => ({ id: `screen-${screen.id}`, kind: 'screen', to: screen.to, label: screen.title, detail: screen.group }));
  return [...records, ...found].slice(0, PALETTE_OPTIONS);
}

/**
 * The command palette: a combobox (its input and a listbox, navigated with the arrow keys, Enter
 * to go, Escape to close) that jumps to a screen of the user's menu, or to a record by its key
 * (a bank code, a NIC, a mobile number) on the screens that can look one up. The key is looked
 * up first and the record's page opened by id, so a personal key never goes into the URL.
 */
export function CommandPalette({ opened, onClose, screens, finders }: CommandPaletteProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [finding, setFinding] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [usable, setUsable] = useState<readonly RecordFinder[]>([]);
  useEffect(() => {
    let live = true;
    // Without its finders the palette still reaches every screen.
    void finders().then(
      (loaded) => live && setUsable(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [finders]);
  const options = paletteOptions(text, screens, usable);
  const current = options[Math.min(active, options.length - 1)];
  const hints = usable.map((finder) => finder.hint);

  const close = () => {
    setText('');
    setActive(0);
    setProblem(null);
    onClose();
  };
  const go = (link: LinkOptions) => {
    close();
    void navigate(link);
  };
  const choose = async (option: PaletteOption | undefined) => {
    if (!option || finding) return;
    if (option.kind === 'screen') return go({ to: option.to as LinkOptions['to'] });
    setFinding(option.label);
    setProblem(null);
    try {
      const link = await option.finder.find(option.key, queryClient);
      if (link) go(link);
      else setProblem(option.finder.notFound(option.key));
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setFinding(null);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (Math.min(index, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === 'Home' || event.key === 'End') {
      if (options.length === 0) return;
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : options.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void choose(current);
    }
  };
  const optionId = (option: PaletteOption) => `${listId}-${option.id}`;

  return (
    <Modal opened={opened} onClose={close} title="Go to a screen or record" size="lg" closeButtonProps={{ 'aria-label': 'Close' }} yOffset="10vh">
      <Stack gap="sm">
        <TextInput
          label="Screen or record"
          description={`Type a screen's name${hints.length > 0 ? `, or ${hints.join(', ')}` : ''}.`}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setActive(0);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          data-autofocus
          autoComplete="off"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? optionId(current) : undefined}
        />
        <div role="listbox" id={listId} aria-label="Screens and records" className={classes.list}>
          {options.map((option) => (
            <UnstyledButton
              key={option.id}
              id={optionId(option)}
              role="option"
              tabIndex={-1}
              aria-selected={option === current}
              className={classes.option}
              data-active={option === current || undefined}
              onMouseEnter={() => setActive(options.indexOf(option))}
              onClick={() => void choose(option)}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" fw={500}>
                  {option.label}
                </Text>
                <Text size="xs" c="gray.7">
                  {option.detail}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </div>
        <Text size="sm" role="status" c={problem ? 'red.8' : undefined}>
          {finding ? `Looking up ${finding}…` : (problem ?? (options.length === 0 && text.trim() !== '' ? 'No screen or record matches.' : ''))}
        </Text>
      </Stack>
    </Modal>
  );
}

import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { failureText } from '../../api/errors';
import { DisclosureScope } from './disclosure';
import { useFormSchemas } from './form-schemas';
import { offers, usePageActions } from './page-actions';
import { ResourceForm } from './resource-form';
import { formKey, recordName } from './save-record';
import type { FormValues, ResourceDefinition } from './types';
import { useRecordMutations } from './use-record-mutations';

export type RecordPageProps<Row, Input extends FormValues, Raw> = {
  resource: ResourceDefinition<Row, Input, Raw>;
  /** The record edited; absent on the add page. */
  row?: Row;
  /** After a save, with the server's answer: e.g. on to the new record's page, or back to the list. */
  onSaved: (result: unknown, mode: 'add' | 'edit') => void;
  /** Leaving without saving (after the form's discard question when something was typed). */
  onCancel: () => void;
  /** Shown under the title, e.g. a link back to the list. */
  subtitle?: ReactNode;
  /** Sections below the form of an existing record, e.g. what is assigned to it. */
  children?: ReactNode;
};

/**
 * A record's own page (for records with more to them than a form dialog holds): the
 * definition's form on the page, saved with its `create` or `update` and their notices, the
 * list invalidated; the server's refusal keeps the input. Further sections follow on edit.
 * A page whose `actions` do not offer `edit` shows the record read-only, without a save; one
 * that does not offer `add` shows no add form.
 */
export function RecordPage<Row extends Record<string, unknown>, Input extends FormValues, Raw>({
  resource,
  row,
  onSaved,
  onCancel,
  subtitle,
  children,
}: RecordPageProps<Row, Input, Raw>) {
  const mode = row ? 'edit' : 'add';
  const offered = offers(usePageActions(), mode);
  const form = resource.form;
  const { schemas, fields, error: schemaError } = useFormSchemas(resource);
  const { save } = useRecordMutations(resource, { saved: onSaved, reloadFirst: true });

  const page = (
    <Stack gap="lg">
      <div>
        <Title order={2}>{`${mode === 'add' ? 'Add' : 'Edit'} ${resource.singular}`}</Title>
        {row && <Text fw={500}>{resource.describe(row)}</Text>}
        {subtitle}
      </div>
      {mode === 'add' && !offered ? (
        <Text role="alert">{`Adding a ${resource.singular.toLowerCase()} is not offered to you.`}</Text>
      ) : form && schemas && fields ? (
        <ResourceForm
          inline
          key={row ? resource.rowKey(row) : 'add'}
          title={`${resource.singular} details`}
          mode={mode}
          schema={schemas[mode]}
          fields={fields[mode]}
          initial={row ? form.fromRow(row) : form.empty}
          submitting={save.saving}
          problem={save.problem}
          onSubmit={(body) => save.save(body as Input, row)}
          rules={form.rules}
          readOnly={!offered}
          keep={{ form: formKey(resource, row), name: recordName(resource, row) }}
          onClose={onCancel}
        />
      ) : (
        <Center p="lg">{schemaError ? <Text c="var(--mantine-color-error)">{failureText(schemaError)}</Text> : <Loader size="sm" role="status" aria-label="Loading the form" />}</Center>
      )}
      {row && children}
    </Stack>
  );
  return <DisclosureScope.Provider value={resource.id}>{page}</DisclosureScope.Provider>;
}

import '@mantine/dates/styles.css';
import { Alert, Button, FileInput, Group, Image, Modal, MultiSelect, NumberInput, PasswordInput, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { ZodObject } from 'zod';
import { DATE_FORMAT } from '../../lib/format';
import { ConfirmDialog } from './confirm-dialog';
import { useOptions, useServerValue } from './sources';
import type { FormValues } from './types';
import { validateForm, type ResolvedField } from './zod-fields';

/** The server's refusal of a submit: its message (under an optional title) and field errors. */
export type FormProblem = { title?: string; message: string; fieldErrors: { field: string; message: string }[] };

export type ResourceFormProps = {
  title: string;
  mode: 'add' | 'edit';
  schema: ZodObject;
  fields: ResolvedField[];
  initial: Record<string, unknown>;
  submitting: boolean;
  /** The server's refusal of the last submit; the form stays open with the input kept. */
  problem: FormProblem | null;
  onSubmit: (body: Record<string, unknown>) => void;
  onClose: () => void;
};

/** Empty text, null and a missing value are the same; key order does not matter. */
const filled = (values: Record<string, unknown>) =>
  Object.entries(values)
    .filter(([, v]) => v !== '' && v !== null && v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
const same = (a: Record<string, unknown>, b: Record<string, unknown>) => JSON.stringify(filled(a)) === JSON.stringify(filled(b));

/** The add/edit form of a resource, validated by the contract's zod schema before anything is sent. */
export function ResourceForm({ title, mode, schema, fields, initial, submitting, problem, onSubmit, onClose }: ResourceFormProps) {
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const serverErrors = Object.fromEntries((problem?.fieldErrors ?? []).map((e) => [e.field, e.message]));
  const set = (name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _drop, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(schema, fields, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onSubmit(result.value);
  };

  const requestClose = () => {
    if (submitting) return;
    if (same(values, initial)) onClose();
    else setConfirmDiscard(true);
  };

  return (
    <>
      <Modal opened onClose={requestClose} title={title} size="lg" closeButtonProps={{ 'aria-label': 'Close form' }}>
        <form onSubmit={submit} noValidate aria-label={title}>
          <Stack gap="sm">
            {problem && (
              <Alert color="red" variant="light" role="alert" title={problem.title ?? 'The server refused the change'}>
                {problem.message}
              </Alert>
            )}
            {fields.map((field) => (
              <FieldInput
                key={field.name}
                field={field}
                values={values}
                value={values[field.name]}
                error={errors[field.name] ?? serverErrors[field.name]}
                readOnly={mode === 'edit' && field.readOnlyOnEdit === true}
                onChange={(value) => set(field.name, value)}
              />
            ))}
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={requestClose} disabled={submitting}>
                Cancel
              </Button>
              <Button type="submit" loading={submitting}>
                {mode === 'add' ? 'Save' : 'Save changes'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={confirmDiscard}
        title="Discard changes?"
        message="The form has changes that are not saved. Close it and lose them?"
        confirmLabel="Discard"
        danger
        onConfirm={() => {
          setConfirmDiscard(false);
          onClose();
        }}
        onCancel={() => setConfirmDiscard(false)}
      />
    </>
  );
}

type FieldInputProps = {
  field: ResolvedField;
  values: FormValues;
  value: unknown;
  error: string | undefined;
  readOnly: boolean;
  onChange: (value: unknown) => void;
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value as string | number));

function FieldInput({ field, values, value, error, readOnly, onChange }: FieldInputProps) {
  const source = typeof field.optionsFrom === 'function' ? field.optionsFrom(values) : field.optionsFrom;
  const loaded = useOptions(source);
  const options = source ? loaded.options : field.options;
  const derived = useServerValue(field.valueFrom?.(values) ?? null);
  useEffect(() => {
    if (derived.value !== undefined && derived.value !== value) onChange(derived.value);
    // Only a newly fetched value is written; the field's own value is the result, not a cause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [derived.value]);

  const common = {
    label: field.label,
    description: loaded.failed ? 'The choices could not be loaded; reopen the form to try again.' : field.description,
    placeholder: field.placeholder,
    required: field.required,
    error,
    readOnly: readOnly || field.valueFrom !== undefined,
    name: field.name,
  };
  switch (field.widget) {
    case 'switch':
      return <Switch label={field.label} description={field.description} error={error} name={field.name} checked={value === true} disabled={readOnly} onChange={(e) => onChange(e.currentTarget.checked)} />;
    case 'select':
      return (
        <Select
          {...common}
          data={options}
          value={value === undefined || value === null || value === '' ? null : String(value)}
          onChange={(next) => onChange(next ?? '')}
          disabled={readOnly || loaded.loading}
          searchable={options.length > 8}
          allowDeselect={!field.required}
          nothingFoundMessage="No matching choice"
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          {...common}
          data={options}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={onChange}
          disabled={readOnly || loaded.loading}
          searchable
          nothingFoundMessage="No matching choice"
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'number':
      return <NumberInput {...common} value={typeof value === 'number' || typeof value === 'string' ? value : ''} onChange={(next) => onChange(next)} />;
    case 'date':
      return (
        <DateInput
          {...common}
          valueFormat={DATE_FORMAT}
          value={typeof value === 'string' && value !== '' ? dayjs(value).toDate() : null}
          onChange={(next) => onChange(next ? dayjs(next).format(DATE_FORMAT) : '')}
          clearable={!field.required}
          popoverProps={{ withinPortal: true }}
        />
      );
    case 'file':
      return <FileField field={field} common={common} value={value} current={field.previewOf ? values[field.previewOf] : undefined} onChange={onChange} />;
    case 'textarea':
      return <Textarea {...common} autosize minRows={2} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'password':
      return <PasswordInput {...common} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
    default:
      return <TextInput {...common} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}

type FileFieldProps = {
  field: ResolvedField;
  common: { label: string; description?: string; placeholder?: string; required: boolean; error?: string; readOnly: boolean; name: string };
  value: unknown;
  /** The URL of the image the record has now, shown until a new file is chosen. */
  current: unknown;
  onChange: (value: unknown) => void;
};

/** A file chooser with a preview of the chosen image (or of the current one). */
function FileField({ field, common, value, current, onChange }: FileFieldProps) {
  const file = value instanceof File ? value : null;
  const chosenUrl = useMemo(() => (file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (chosenUrl && URL.revokeObjectURL(chosenUrl)), [chosenUrl]);
  const preview = chosenUrl ?? (typeof current === 'string' && current !== '' ? current : null);
  return (
    <Stack gap={6}>
      <FileInput
        {...common}
        accept={field.accept}
        clearable
        clearButtonProps={{ 'aria-label': `Clear ${field.label}` }}
        // Mantine's placeholder grey is below 4.5:1 on white; this placeholder is an element, so axe checks it.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        value={file}
        onChange={onChange}
        placeholder={common.placeholder ?? (current ? 'Keep the current image' : 'Choose a file')}
      />
      {preview && <Image src={preview} alt={`${field.label} preview`} h={120} w="auto" fit="contain" radius="sm" />}
    </Stack>
  );
}

import { Alert, Button, Group, Modal, NumberInput, PasswordInput, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ZodObject } from 'zod';
import { ConfirmDialog } from './confirm-dialog';
import { validateForm, type ResolvedField } from './zod-fields';

export type FormProblem = { message: string; fieldErrors: { field: string; message: string }[] };

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
              <Alert color="red" variant="light" role="alert" title="The server refused the change">
                {problem.message}
              </Alert>
            )}
            {fields.map((field) => (
              <FieldInput
                key={field.name}
                field={field}
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
  value: unknown;
  error: string | undefined;
  readOnly: boolean;
  onChange: (value: unknown) => void;
};

function FieldInput({ field, value, error, readOnly, onChange }: FieldInputProps) {
  const common = {
    label: field.label,
    description: field.description,
    placeholder: field.placeholder,
    required: field.required,
    error,
    readOnly,
    name: field.name,
  };
  switch (field.widget) {
    case 'switch':
      return <Switch label={field.label} description={field.description} error={error} name={field.name} checked={value === true} disabled={readOnly} onChange={(e) => onChange(e.currentTarget.checked)} />;
    case 'select':
      return (
        <Select
          {...common}
          data={field.options}
          value={value === undefined || value === null || value === '' ? null : String(value)}
          onChange={(next) => onChange(next ?? '')}
          disabled={readOnly}
          allowDeselect={!field.required}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'number':
      return <NumberInput {...common} value={typeof value === 'number' || typeof value === 'string' ? value : ''} onChange={(next) => onChange(next)} />;
    case 'textarea':
      return <Textarea {...common} autosize minRows={2} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'password':
      return <PasswordInput {...common} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.currentTarget.value)} />;
    default:
      return <TextInput {...common} value={value === undefined || value === null ? '' : String(value as string | number)} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}

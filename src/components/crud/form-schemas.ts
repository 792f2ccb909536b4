import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { ZodObject } from 'zod';
import { labelledFields } from './field-labels';
import type { FieldDef, FormValues, ResourceDefinition } from './types';
import { resolveFields, type ResolvedField } from './zod-fields';

/** Which form: adding a record or editing one. */
export type FormMode = 'add' | 'edit';

type FormSources = NonNullable<ResourceDefinition<never, FormValues>['form']>;

/** What the forms of a definition are drawn from: its id, its columns (their headers label the fields that have none) and its form. */
export type FormOf = { id: string; columns: readonly { key: string; header: string }[]; form?: FormSources | undefined };

/** The add and edit forms' schemas (the same one unless the definition names an edit schema). */
async function loadFormSchemas(form: Pick<FormSources, 'schema' | 'editSchema'>): Promise<Record<FormMode, ZodObject>> {
  const [add, edit] = await Promise.all([form.schema(), form.editSchema?.()]);
  return { add, edit: edit ?? add };
}

/** The fields of each form, resolved against its schema; a field with `onlyOn` is in that form only. */
export function formFields(schemas: Record<FormMode, ZodObject>, fields: readonly FieldDef[]): Record<FormMode, ResolvedField[]> {
  const of = (mode: FormMode) => resolveFields(schemas[mode], fields.filter((field) => field.onlyOn === undefined || field.onlyOn === mode));
  return { add: of('add'), edit: of('edit') };
}

/**
 * A definition's form schemas and resolved fields, loaded once per resource (the schemas sit
 * in the lazily loaded contract chunk) and shared by every screen showing that form: `null`
 * while loading, or without a form.
 */
export function useFormSchemas({ id, columns, form }: FormOf) {
  const query = useQuery({
    queryKey: ['form-schemas', id],
    queryFn: form ? () => loadFormSchemas(form) : skipToken,
    staleTime: Infinity,
  });
  const schemas = query.data ?? null;
  const fields = useMemo(() => (form && schemas ? formFields(schemas, labelledFields(form.fields, columns)) : null), [form, schemas, columns]);
  return { schemas, fields, error: query.isError ? query.error : null };
}

/**
 * `children` given a definition's form schemas and fields (`useFormSchemas`): only this part
 * renders again when they arrive, not the screen around it (a list's whole table).
 */
export function FormSchemas({ resource, children }: { resource: FormOf; children: (loaded: ReturnType<typeof useFormSchemas>) => ReactNode }) {
  return children(useFormSchemas(resource));
}

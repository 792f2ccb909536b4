import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { ZodObject } from 'zod';
import type { FieldDef, FormValues, ResourceDefinition } from './types';
import { resolveFields, type ResolvedField } from './zod-fields';

/** Which form: adding a record or editing one. */
export type FormMode = 'add' | 'edit';

type FormSources = NonNullable<ResourceDefinition<never, FormValues>['form']>;

/** The add and edit forms' schemas (the same one unless the definition names an edit schema). */
async function loadFormSchemas(form: Pick<FormSources, 'schema' | 'editSchema'>): Promise<Record<FormMode, ZodObject>> {
  const [add, edit] = await Promise.all([form.schema(), form.editSchema?.()]);
  return { add, edit: edit ?? add };
}

/** The fields of each form, resolved against its schema; a field with `onlyOn` is in that form only. */
export function formFields(schemas: Record<FormMode, ZodObject>, fields: FieldDef[]): Record<FormMode, ResolvedField[]> {
  const of = (mode: FormMode) => resolveFields(schemas[mode], fields.filter((field) => field.onlyOn === undefined || field.onlyOn === mode));
  return { add: of('add'), edit: of('edit') };
}

/** A definition's form schemas, loaded once per resource and shared by every screen showing that form. */
const formSchemasQuery = (resourceId: string, form: FormSources | undefined) =>
  queryOptions({ queryKey: ['form-schemas', resourceId], queryFn: form ? () => loadFormSchemas(form) : skipToken, staleTime: Infinity });

/**
 * A definition's form schemas and resolved fields, loaded once per resource (the schemas sit
 * in the lazily loaded contract chunk) and shared by every screen showing that form: `null`
 * while loading, or without a form.
 */
export function useFormSchemas(resourceId: string, form: FormSources | undefined) {
  const query = useQuery(formSchemasQuery(resourceId, form));
  const schemas = query.data ?? null;
  const fields = useMemo(() => (form && schemas ? formFields(schemas, form.fields) : null), [form, schemas]);
  return { schemas, fields, error: query.isError ? query.error : null };
}

/**
 * Starts loading a definition's form schemas after the first paint, without waiting for them:
 * a list prepares its forms while it shows, and does not render again when they arrive
 * (`FormSchemas` around the parts that use them does).
 */
export function usePrefetchFormSchemas(resourceId: string, form: FormSources | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (form) void client.prefetchQuery(formSchemasQuery(resourceId, form));
  }, [client, resourceId, form]);
}

/**
 * `children` given a definition's form schemas and fields (`useFormSchemas`): only this part
 * renders again when they arrive, not the screen around it (a list's whole table).
 */
export function FormSchemas({ resourceId, form, children }: { resourceId: string; form: FormSources | undefined; children: (loaded: ReturnType<typeof useFormSchemas>) => ReactNode }) {
  return children(useFormSchemas(resourceId, form));
}

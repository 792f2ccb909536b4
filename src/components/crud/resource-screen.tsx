import { Stack, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { toApiError } from '../../api/errors';
import { notifySuccess } from '../../lib/notify';
import { ConfirmDialog } from './confirm-dialog';
import { ResourceForm, type FormProblem } from './resource-form';
import { ResourceTable } from './resource-table';
import type { ListSearch, ResourceDefinition } from './types';
import { resolveFields } from './zod-fields';

/** The notice after a delete (specification section 8). */
export const DELETED_NOTICE = 'Successfully Deleted';

type Editing<Row> = { mode: 'add' } | { mode: 'edit'; row: Row };

export type ResourceScreenProps<Row, Input extends Record<string, unknown>, Raw> = {
  resource: ResourceDefinition<Row, Input, Raw>;
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
  /** Shown under the title, e.g. the parent record of a sub-list. */
  subtitle?: ReactNode;
};

/**
 * A whole resource screen from its definition: the paged list, the add and edit forms,
 * delete with confirmation, the notices, and the list reloaded at page 1 after a save.
 */
export function ResourceScreen<Row extends Record<string, unknown>, Input extends Record<string, unknown>, Raw>({
  resource,
  search,
  onSearchChange,
  subtitle,
}: ResourceScreenProps<Row, Input, Raw>) {
  const queryClient = useQueryClient();
  const { queryKey, queryFn } = resource.list.query(search);
  const list = useQuery({ queryKey, queryFn, select: resource.list.select, placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const formSchema = useQuery({
    queryKey: ['form-schema', resource.id],
    queryFn: () => resource.form?.schema() ?? null,
    enabled: resource.form !== undefined,
    staleTime: Infinity,
  });
  const schema = formSchema.data ?? null;
  const fields = useMemo(() => (resource.form && schema ? resolveFields(schema, resource.form.fields) : []), [resource.form, schema]);

  const reload = () => queryClient.invalidateQueries({ queryKey: resource.list.invalidates });

  const save = useMutation({
    mutationFn: (request: { editing: Editing<Row>; body: Input }) =>
      request.editing.mode === 'add'
        ? (resource.create?.run(request.body) ?? Promise.reject(new Error('This list cannot add records')))
        : (resource.update?.run(request.editing.row, request.body) ?? Promise.reject(new Error('This list cannot edit records'))),
    onSuccess: async (_data, request) => {
      notifySuccess((request.editing.mode === 'add' ? resource.create?.notice : resource.update?.notice) ?? '');
      setEditing(null);
      setProblem(null);
      onSearchChange({ ...search, page: 1 });
      await reload();
    },
    onError: (error) => {
      const apiError = toApiError(error);
      setProblem({ message: apiError.message, fieldErrors: apiError.fieldErrors });
    },
  });

  const remove = useMutation({
    mutationFn: (row: Row) => resource.remove?.run(row) ?? Promise.reject(new Error('This list cannot delete records')),
    onSuccess: async () => {
      notifySuccess(DELETED_NOTICE);
      setDeleting(null);
      await reload();
    },
    onError: () => setDeleting(null),
  });

  const form = resource.form;
  const open = (next: Editing<Row>) => {
    setProblem(null);
    save.reset();
    setEditing(next);
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{resource.title}</Title>
        {subtitle}
      </div>
      <ResourceTable<Row>
        title={resource.title}
        singular={resource.singular}
        columns={resource.columns}
        result={list.data}
        search={search}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.isError ? toApiError(list.error).message : null}
        onRetry={() => void list.refetch()}
        onSearchChange={onSearchChange}
        onAdd={form && resource.create ? () => open({ mode: 'add' }) : undefined}
        onEdit={form && resource.update ? (row) => open({ mode: 'edit', row }) : undefined}
        onDelete={resource.remove ? setDeleting : undefined}
        rowLinks={resource.rowLinks}
      />
      {form && schema && editing && (
        <ResourceForm
          key={editing.mode === 'add' ? 'add' : resource.rowKey(editing.row)}
          title={`${editing.mode === 'add' ? 'Add' : 'Edit'} ${resource.singular}`}
          mode={editing.mode}
          schema={schema}
          fields={fields}
          initial={editing.mode === 'add' ? form.empty : form.fromRow(editing.row)}
          submitting={save.isPending}
          problem={problem}
          onSubmit={(body) => save.mutate({ editing, body: body as Input })}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete ${resource.singular}`}
        message={deleting ? `Delete ${resource.describe(deleting)}? This cannot be undone.` : ''}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

import { Button, Drawer, Group, Stack, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { toApiError } from '../../api/errors';
import { isAllowed } from '../../auth/permissions';
import { useSessionUser } from '../../auth/use-session';
import { notifySuccess } from '../../lib/notify';
import { ConfirmDialog } from './confirm-dialog';
import { useFormSchemas } from './form-schemas';
import { DEFAULT_PAGE, DEFAULT_SIZE } from './list-search';
import { ListFilters } from './list-filters';
import { RecordView } from './record-view';
import { ResourceForm } from './resource-form';
import { ResourceTable, type RowMenuItem } from './resource-table';
import { noticeOf, useSaveRecord } from './save-record';
import { StatusActionDialog } from './status-action';
import type { FormValues, ListSearch, PermissionNeed, ResourceDefinition, RowAction, StatusAction, SubList } from './types';

/** The notice after a delete (specification section 8). */
export const DELETED_NOTICE = 'Successfully Deleted';

type Editing<Row> = { mode: 'add' } | { mode: 'edit'; row: Row };

export type ResourceScreenProps<Row, Input extends FormValues, Raw> = {
  resource: ResourceDefinition<Row, Input, Raw>;
  search: ListSearch;
  onSearchChange: (next: ListSearch) => void;
  /** Shown under the title, e.g. the parent record of a sub-list. */
  subtitle?: ReactNode;
  /** Heading level of the title: 2 on a page, 3 inside a panel. */
  level?: 2 | 3;
};

/**
 * A whole resource screen from its definition: the paged list with its filters, the add and
 * edit forms, the view panel, sub-list panels, delete and row actions behind confirmations,
 * status actions (in the row menu and the view panel), the notices, the permission flags, and
 * the list reloaded at page 1 after a save.
 */
export function ResourceScreen<Row extends Record<string, unknown>, Input extends FormValues, Raw>({
  resource,
  search,
  onSearchChange,
  subtitle,
  level = 2,
}: ResourceScreenProps<Row, Input, Raw>) {
  const queryClient = useQueryClient();
  const permissions = useSessionUser()?.permissions;
  const allowed = (need: PermissionNeed | undefined) => isAllowed(permissions, need);
  const { queryKey, queryFn } = resource.list.query(search);
  const list = useQuery({ queryKey, queryFn, select: resource.list.select, placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);
  const [acting, setActing] = useState<{ action: RowAction<Row>; row: Row } | null>(null);
  const [panel, setPanel] = useState<{ label: string; row: Row; list: SubList } | null>(null);
  const [deciding, setDeciding] = useState<{ action: StatusAction<Row>; row: Row } | null>(null);
  const { schemas, fields } = useFormSchemas(resource.id, resource.form);
  const labels = useMemo(() => Object.fromEntries((resource.form?.fields ?? []).map((field) => [field.name, field.label])), [resource.form]);

  const reload = () => queryClient.invalidateQueries({ queryKey: resource.list.invalidates });

  const save = useSaveRecord(resource, async () => {
    setEditing(null);
    onSearchChange({ ...search, page: DEFAULT_PAGE });
    await reload();
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

  const act = useMutation({
    mutationFn: ({ action, row }: { action: RowAction<Row>; row: Row }) => action.run(row),
    onSuccess: async (result, { action }) => {
      notifySuccess(noticeOf(action.notice, result));
      setActing(null);
      await reload();
    },
    onError: () => setActing(null),
  });

  const form = resource.form;
  const pages = resource.pages;
  const canAdd = (pages?.add !== undefined || (form !== undefined && resource.create !== undefined)) && allowed(resource.can?.create);
  const canEdit = (pages?.edit !== undefined || (form !== undefined && resource.update !== undefined)) && allowed(resource.can?.update);
  const canDelete = resource.remove !== undefined && allowed(resource.can?.remove);
  const open = (next: Editing<Row>) => {
    save.reset();
    setEditing(next);
  };
  const statusActions = (resource.statusActions ?? []).filter((action) => allowed(action.permission));
  const statusActionsOf = (row: Row) => statusActions.filter((action) => !action.when || action.when(row));
  const rowMenu: RowMenuItem<Row>[] = [
    ...statusActions.map((action) => ({ label: action.label, when: action.when, onClick: (row: Row) => setDeciding({ action, row }) })),
    ...(resource.panels ?? []).map((item) => ({ label: item.label, onClick: (row: Row) => setPanel({ label: item.label, row, list: item.list(row) }) })),
    ...(resource.actions ?? [])
      .filter((action) => allowed(action.permission))
      .map((action) => ({ label: action.label, color: action.confirm.danger ? 'red.8' : undefined, when: action.when, onClick: (row: Row) => setActing({ action, row }) })),
  ];

  return (
    <Stack gap="md">
      <div>
        <Title order={level}>{resource.title}</Title>
        {subtitle}
      </div>
      {resource.filters && resource.filters.length > 0 && <ListFilters filters={resource.filters} search={search} onSearchChange={onSearchChange} />}
      <ResourceTable<Row>
        id={resource.id}
        title={resource.title}
        singular={resource.singular}
        columns={resource.columns}
        searchable={resource.searchable}
        paged={resource.list.paged}
        result={list.data}
        search={search}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.isError ? toApiError(list.error).message : null}
        onRetry={() => void list.refetch()}
        onSearchChange={onSearchChange}
        onAdd={canAdd && !pages?.add ? () => open({ mode: 'add' }) : undefined}
        addLink={canAdd ? pages?.add : undefined}
        onEdit={canEdit && !pages?.edit ? (row) => open({ mode: 'edit', row }) : undefined}
        editLink={canEdit ? pages?.edit : undefined}
        canEdit={resource.editable}
        onDelete={canDelete ? setDeleting : undefined}
        onView={setViewing}
        rowLinks={resource.rowLinks}
        rowMenu={rowMenu}
        rowName={resource.rowKey}
      />
      {form && schemas && fields && editing && (
        <ResourceForm
          key={editing.mode === 'add' ? 'add' : resource.rowKey(editing.row)}
          title={`${editing.mode === 'add' ? 'Add' : 'Edit'} ${resource.singular}`}
          mode={editing.mode}
          schema={schemas[editing.mode]}
          fields={fields[editing.mode]}
          initial={editing.mode === 'add' ? form.empty : form.fromRow(editing.row)}
          submitting={save.saving}
          problem={save.problem}
          onSubmit={(body) => save.save(body as Input, editing.mode === 'edit' ? editing.row : undefined)}
          onClose={() => setEditing(null)}
        />
      )}
      <RecordView
        title={viewing ? `${resource.singular}: ${resource.describe(viewing)}` : resource.singular}
        row={viewing}
        columns={resource.columns}
        labels={labels}
        omit={resource.view?.omit}
        extra={viewing && resource.view?.extra ? resource.view.extra(viewing) : undefined}
        details={resource.view?.details}
        actions={
          viewing && statusActionsOf(viewing).length > 0 ? (
            <Group gap="xs">
              {statusActionsOf(viewing).map((action) => (
                <Button key={action.label} onClick={() => setDeciding({ action, row: viewing })}>
                  {action.label}
                </Button>
              ))}
            </Group>
          ) : undefined
        }
        onClose={() => setViewing(null)}
      />
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
      <ConfirmDialog
        opened={acting !== null}
        title={acting?.action.confirm.title ?? ''}
        message={acting ? acting.action.confirm.message(acting.row) : ''}
        confirmLabel={acting?.action.confirm.confirmLabel ?? ''}
        danger={acting?.action.confirm.danger}
        busy={act.isPending}
        onConfirm={() => acting && act.mutate(acting)}
        onCancel={() => setActing(null)}
      />
      {deciding && (
        <StatusActionDialog
          key={`${deciding.action.label}:${resource.rowKey(deciding.row)}`}
          action={deciding.action}
          row={deciding.row}
          name={`${resource.singular} ${resource.describe(deciding.row)}`}
          onCancel={() => setDeciding(null)}
          onDone={async (status) => {
            const { action } = deciding;
            setDeciding(null);
            setViewing(null);
            onSearchChange(action.reloadTo ? action.reloadTo(search, status) : { ...search, page: DEFAULT_PAGE });
            await reload();
          }}
        />
      )}
      <Drawer
        opened={panel !== null}
        onClose={() => setPanel(null)}
        title={panel ? `${panel.label}: ${resource.describe(panel.row)}` : ''}
        position="right"
        size="xl"
        closeButtonProps={{ 'aria-label': 'Close panel' }}
      >
        {panel && panel.list((sub) => <SubListScreen key={sub.id} resource={sub} />)}
      </Drawer>
    </Stack>
  );
}

/** A sub-list inside a panel: its view state is local (the page's URL belongs to the parent list). */
function SubListScreen<R extends Record<string, unknown>, I extends FormValues, Raw>({ resource }: { resource: ResourceDefinition<R, I, Raw> }) {
  const [search, setSearch] = useState<ListSearch>({ page: DEFAULT_PAGE, size: DEFAULT_SIZE });
  return <ResourceScreen resource={resource} search={search} onSearchChange={setSearch} level={3} />;
}

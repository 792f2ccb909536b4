import { Alert, Button, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { isNotFound, failureText } from '../../api/errors';
import { isAllowed } from '../../auth/permissions';
import { useSessionUser } from '../../auth/use-session';
import { notifySuccess } from '../../lib/notify';
import { keptWork } from '../../lib/unsaved-work';
import { useOpenedOnce } from '../opened-once';
import { ConfirmDialog } from './confirm-dialog';
import { ExportButton } from './export-button';
import { FormSchemas } from './form-schemas';
import { DEFAULT_PAGE, DEFAULT_SIZE } from './list-search';
import { LAYER_PROPS, useLayer } from './layers';
import { ListFilters } from './list-filters';
import { offers, usePageActions } from './page-actions';
import { RecordView } from './record-view';
import { ResourceForm } from './resource-form';
import { ResourceTable, type RowMenuItem } from './resource-table';
import { formKey, noticeOf, recordName, useSaveRecord } from './save-record';
import { StatusActionDialog } from './status-action';
import type { FormValues, ListSearch, PermissionNeed, ResourceDefinition, RowAction, StatusAction, SubList, ValueSource } from './types';

/** The notice after a delete (specification section 8). */
export const DELETED_NOTICE = 'Successfully Deleted';

type Editing<Row> = { mode: 'add' } | { mode: 'edit'; row: Row };

/** What depends on a record about to be deleted, loaded when the confirmation opens (`dependents`). */
function Dependents({ source, name }: { source: ValueSource; name: string }) {
  const query = useQuery({ queryKey: source.queryKey, queryFn: source.queryFn ?? skipToken, select: source.select });
  if (query.isPending) return <Loader size="sm" mb="lg" role="status" aria-label={`Checking what depends on ${name}`} />;
  if (query.isError) {
    return (
      <Text mb="lg" c="var(--mantine-color-error)">
        What depends on {name} could not be checked: {failureText(query.error)}
      </Text>
    );
  }
  const sentences = Array.isArray(query.data) ? query.data.filter((line): line is string => typeof line === 'string') : [];
  if (sentences.length === 0) return null;
  return (
    <Alert color="gray" variant="outline" mb="lg" title="Depends on it" icon={<IconAlertTriangle size={20} color="var(--mantine-color-orange-9)" aria-hidden />}>
      <Stack gap={4}>
        {sentences.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

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
 * the list reloaded at page 1 after a save. Only what the page's `actions` (server page list,
 * `usePageActions`) offer is shown: `view`, `add`, `edit`, `delete`, and each row or status
 * action's `pageAction`.
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
  const pageActions = usePageActions();
  const allowed = (need: PermissionNeed | undefined) => isAllowed(permissions, need);
  /** A row or status action: its permission, and its page action (`edit` unless it names one) offered by the page. */
  const mayRun = (action: { permission?: PermissionNeed; pageAction?: string | readonly string[] }) => allowed(action.permission) && offers(pageActions, action.pageAction ?? 'edit');
  const { queryKey, queryFn } = resource.list.query(search);
  const list = useQuery({ queryKey, queryFn, select: resource.list.select, placeholderData: keepPreviousData });
  // The route's error page shows a 404 as the 404 page inside the shell.
  if (resource.list.ofRecord && list.isError && isNotFound(list.error)) throw list.error;
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  // Back from a sign-in forced by a 401: the form that was open reopens, offering what was typed.
  const [returning, setReturning] = useState(() => keptWork((key) => key.startsWith(`${resource.id}:`)));
  if (returning && editing === null && list.data) {
    const row = returning.form === formKey(resource, undefined) ? undefined : list.data.rows.find((candidate) => returning.form === formKey(resource, candidate));
    if (row !== undefined || returning.form === formKey(resource, undefined)) setEditing(row === undefined ? { mode: 'add' } : { mode: 'edit', row });
    setReturning(null);
  }
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);
  const [acting, setActing] = useState<{ action: RowAction<Row>; row: Row } | null>(null);
  const [panel, setPanel] = useState<{ label: string; row: Row; list: SubList } | null>(null);
  const [deciding, setDeciding] = useState<{ action: StatusAction<Row>; row: Row } | null>(null);
  const labels = useMemo(() => Object.fromEntries((resource.form?.fields ?? []).map((field) => [field.name, field.label])), [resource.form]);

  const reload = () => queryClient.invalidateQueries({ queryKey: resource.list.invalidates });
  // The same function while the list is: the rows' actions are memoised on it.
  const nameOf = useCallback((row: Row) => recordName(resource, row), [resource]);
  // A dialog's title names the record when the definition has its name ("Edit role Administrators").
  const titleOf = (verb: string, row: Row) => (resource.name ? `${verb} ${nameOf(row)}` : `${verb} ${resource.singular}`);
  useLayer(panel !== null, () => setPanel(null));
  const panelMounted = useOpenedOnce(panel !== null);

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
  const canAdd = (pages?.add !== undefined || (form !== undefined && resource.create !== undefined)) && allowed(resource.can?.create) && offers(pageActions, 'add');
  const canEdit = (pages?.edit !== undefined || (form !== undefined && resource.update !== undefined)) && allowed(resource.can?.update) && offers(pageActions, 'edit');
  const canDelete = resource.remove !== undefined && allowed(resource.can?.remove) && offers(pageActions, 'delete');
  const canView = offers(pageActions, 'view');
  const deleteRefusal = (deleting && resource.remove?.refusal?.(deleting)) ?? null;
  const open = (next: Editing<Row>) => {
    save.reset();
    setEditing(next);
  };
  const statusActions = (resource.statusActions ?? []).filter(mayRun);
  const statusActionsOf = (row: Row) => statusActions.filter((action) => !action.when || action.when(row));
  const rowMenu: RowMenuItem<Row>[] = [
    ...statusActions.map((action) => ({ label: action.label, when: action.when, onClick: (row: Row) => setDeciding({ action, row }) })),
    ...(canView ? (resource.panels ?? []) : []).map((item) => ({ label: item.label, onClick: (row: Row) => setPanel({ label: item.label, row, list: item.list(row) }) })),
    ...(resource.actions ?? [])
      .filter(mayRun)
      .map((action) => ({ label: action.label, color: action.confirm.danger ? 'red.8' : undefined, when: action.when, onClick: (row: Row) => setActing({ action, row }) })),
  ];

  // The view the export reads: the list's search, filters and sort, not its page (nor a paged
  // list's page size: the export reads pages of its own). The button keeps its props while the
  // view is the same, so the list's toolbar is not rendered again for each page or answer.
  const exportKey = JSON.stringify({ ...search, page: DEFAULT_PAGE, size: (resource.list.paged ?? true) ? DEFAULT_SIZE : search.size });
  const exportView = useMemo(() => JSON.parse(exportKey) as ListSearch, [exportKey]);
  const empty = list.data?.total === 0;
  const exportButton = useMemo(() => <ExportButton resource={resource} search={exportView} empty={empty} />, [resource, exportView, empty]);

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
        error={list.isError ? failureText(list.error) : null}
        onRetry={() => void list.refetch()}
        onSearchChange={onSearchChange}
        onAdd={canAdd && !pages?.add ? () => open({ mode: 'add' }) : undefined}
        addLink={canAdd ? pages?.add : undefined}
        onEdit={canEdit && !pages?.edit ? (row) => open({ mode: 'edit', row }) : undefined}
        editLink={canEdit ? pages?.edit : undefined}
        canEdit={resource.editable}
        onDelete={canDelete ? setDeleting : undefined}
        onView={canView ? setViewing : undefined}
        rowLinks={resource.rowLinks}
        rowMenu={rowMenu}
        rowName={nameOf}
        toolbar={exportButton}
      />
      {form && editing && (
        <FormSchemas resourceId={resource.id} form={form}>
          {({ schemas, fields }) =>
            schemas &&
            fields && (
              <ResourceForm
                key={editing.mode === 'add' ? 'add' : resource.rowKey(editing.row)}
                title={editing.mode === 'add' ? `Add ${resource.singular}` : titleOf('Edit', editing.row)}
                mode={editing.mode}
                schema={schemas[editing.mode]}
                fields={fields[editing.mode]}
                initial={editing.mode === 'add' ? form.empty : form.fromRow(editing.row)}
                submitting={save.saving}
                problem={save.problem}
                onSubmit={(body) => save.save(body as Input, editing.mode === 'edit' ? editing.row : undefined)}
                rules={form.rules}
                keep={{ form: formKey(resource, editing.mode === 'edit' ? editing.row : undefined), name: recordName(resource, editing.mode === 'edit' ? editing.row : undefined) }}
                onClose={() => setEditing(null)}
              />
            )
          }
        </FormSchemas>
      )}
      {/* Mounted with the list, so the forms' schemas load after its first paint, ready when a form opens. */}
      <FormSchemas resourceId={resource.id} form={resource.form}>
        {({ fields }) => (
          <RecordView
            title={viewing ? `${resource.singular}: ${resource.describe(viewing)}` : resource.singular}
            row={viewing}
            columns={resource.columns}
            labels={labels}
            formFields={fields?.edit ?? resource.form?.fields}
            fields={resource.view?.fields}
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
        )}
      </FormSchemas>
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? titleOf('Delete', deleting) : `Delete ${resource.singular}`}
        message={deleting ? (deleteRefusal ?? `Delete ${resource.describe(deleting)}? This cannot be undone.`) : ''}
        refused={deleteRefusal !== null}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {deleting && deleteRefusal === null && resource.dependents && <Dependents source={resource.dependents(deleting)} name={resource.describe(deleting)} />}
      </ConfirmDialog>
      <ConfirmDialog
        opened={acting !== null}
        title={acting ? (resource.name ? `${acting.action.confirm.title}: ${resource.name(acting.row)}` : acting.action.confirm.title) : ''}
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
      {panelMounted && (
        <Drawer
          opened={panel !== null}
          onClose={() => setPanel(null)}
          title={panel ? `${panel.label}: ${resource.describe(panel.row)}` : ''}
          position="right"
          size="xl"
          closeButtonProps={{ 'aria-label': 'Close panel' }}
          {...LAYER_PROPS}
        >
          {panel && panel.list((sub) => <SubListScreen key={sub.id} resource={sub} />)}
        </Drawer>
      )}
    </Stack>
  );
}

/** A sub-list inside a panel: its view state is local (the page's URL belongs to the parent list). */
function SubListScreen<R extends Record<string, unknown>, I extends FormValues, Raw>({ resource }: { resource: ResourceDefinition<R, I, Raw> }) {
  const [search, setSearch] = useState<ListSearch>({ page: DEFAULT_PAGE, size: DEFAULT_SIZE });
  return <ResourceScreen resource={resource} search={search} onSearchChange={setSearch} level={3} />;
}

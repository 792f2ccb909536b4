import { Alert, Button, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { failureText } from '../../api/errors';
import { useOpenedOnce } from '../opened-once';
import { BulkActionDialog } from './bulk-action';
import { ConfirmDialog } from './confirm-dialog';
import { ExportButton } from './export-button';
import { FormSchemas } from './form-schemas';
import { DEFAULT_PAGE, DEFAULT_SIZE } from './list-search';
import { LAYER_PROPS, useLayer } from './layers';
import { ListFilters } from './list-filters';
import { usePendingDeletes } from './pending-deletes';
import { RecordView } from './record-view';
import { ResourceForm } from './resource-form';
import { ResourceTable } from './resource-table';
import { formKey, recordName } from './save-record';
import { StatusActionDialog } from './status-action';
import { labelledFields } from './field-labels';
import type { FormValues, ListSearch, ResourceDefinition, ValueSource } from './types';
import { DisclosureScope } from './disclosure';
import { useListController } from './use-list-controller';
import { useRecordDialogs } from './use-record-dialogs';

export { DELETED_NOTICE } from './use-record-mutations';

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
 * action's `pageAction`. The state is its controllers' (`useListController`, `useRecordDialogs`):
 * this component only draws it.
 */
export function ResourceScreen<Row extends Record<string, unknown>, Input extends FormValues, Raw>({
  resource,
  search,
  onSearchChange,
  subtitle,
  level = 2,
}: ResourceScreenProps<Row, Input, Raw>) {
  const list = useListController(resource.list, search, onSearchChange, resource);
  const { can, rowMenu, statusActionsOf, form: editor, remove, view, action, panel, decision, bulk } = useRecordDialogs(resource, list);
  // Rows whose delete waits for its undo time (or its answer) keep their place, struck through.
  const leaving = usePendingDeletes(JSON.stringify(resource.list.invalidates));
  const { editing, save } = editor;
  const deleting = remove.row;
  const viewing = view.row;
  const acting = action.acting;
  const deciding = decision.deciding;
  const formFieldsLabelled = useMemo(() => (resource.form ? labelledFields(resource.form.fields, resource.columns) : []), [resource.form, resource.columns]);
  const labels = useMemo(() => Object.fromEntries(formFieldsLabelled.map((field) => [field.name, field.label])), [formFieldsLabelled]);

  // The same function while the list is: the rows' actions are memoised on it.
  const nameOf = useCallback((row: Row) => recordName(resource, row), [resource]);
  // A dialog's title names the record when the definition has its name ("Edit role Administrators").
  const titleOf = (verb: string, row: Row) => (resource.name ? `${verb} ${nameOf(row)}` : `${verb} ${resource.singular}`);
  useLayer(panel.open !== null, panel.close);
  const panelMounted = useOpenedOnce(panel.open !== null);

  const form = resource.form;
  const pages = resource.pages;
  const deleteRefusal = remove.refusal;

  // The view the export reads: the list's search, filters and sort, not its page (nor a paged
  // list's page size: the export reads pages of its own). The button keeps its props while the
  // view is the same, so the list's toolbar is not rendered again for each page or answer.
  const exportKey = JSON.stringify({ ...search, page: DEFAULT_PAGE, size: (resource.list.paged ?? true) ? DEFAULT_SIZE : search.size });
  const exportView = useMemo(() => JSON.parse(exportKey) as ListSearch, [exportKey]);
  const empty = list.query.data?.total === 0;
  const exportButton = useMemo(() => <ExportButton resource={resource} search={exportView} empty={empty} />, [resource, exportView, empty]);

  const screen = (
    <Stack gap="md">
      <div>
        <Title order={level}>{resource.title}</Title>
        {subtitle}
      </div>
      {resource.filters && resource.filters.length > 0 && <ListFilters filters={resource.filters} search={search} onSearchChange={onSearchChange} />}
      {bulk.chosen.length > 0 && (
        <Group gap="sm" role="group" aria-label="Chosen rows">
          <Text size="sm" fw={500}>
            {bulk.chosen.length} selected
          </Text>
          {bulk.actions.map((statusAction) => (
            <Button key={statusAction.label} size="xs" color={statusAction.danger ? 'red.8' : undefined} onClick={() => bulk.open(statusAction)}>
              {statusAction.label} selected
            </Button>
          ))}
          <Button size="xs" variant="default" onClick={list.selection.clear}>
            Clear selection
          </Button>
        </Group>
      )}
      <ResourceTable<Row>
        id={resource.id}
        title={resource.title}
        singular={resource.singular}
        columns={resource.columns}
        searchable={resource.searchable}
        {...list.table}
        selection={bulk.actions.length > 0 ? list.selection : undefined}
        unchoosable={bulk.actions.length > 0 ? bulk.refusal : undefined}
        rowKey={resource.rowKey}
        leaving={leaving}
        onAdd={can.add && !pages?.add ? () => editor.open({ mode: 'add' }) : undefined}
        addLink={can.add ? pages?.add : undefined}
        onEdit={can.edit && !pages?.edit ? (row) => editor.open({ mode: 'edit', row }) : undefined}
        editLink={can.edit ? pages?.edit : undefined}
        canEdit={resource.editable}
        onDelete={can.delete ? remove.ask : undefined}
        onView={can.view ? view.open : undefined}
        rowLinks={resource.rowLinks}
        rowMenu={rowMenu}
        rowName={nameOf}
        toolbar={exportButton}
      />
      {form && editing && (
        <FormSchemas resource={resource}>
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
                onClose={editor.close}
              />
            )
          }
        </FormSchemas>
      )}
      {/* Mounted with the list, so the forms' schemas load after its first paint, ready when a form opens. */}
      <FormSchemas resource={resource}>
        {({ fields }) => (
          <RecordView
            title={viewing ? `${resource.singular}: ${resource.describe(viewing)}` : resource.singular}
            row={viewing}
            columns={resource.columns}
            labels={labels}
            formFields={fields?.edit ?? formFieldsLabelled}
            fields={resource.view?.fields}
            omit={typeof resource.view?.omit === 'function' ? (viewing ? resource.view.omit(viewing) : undefined) : resource.view?.omit}
            extra={viewing && resource.view?.extra ? resource.view.extra(viewing) : undefined}
            details={resource.view?.details}
            actions={
              viewing && statusActionsOf(viewing).length > 0 ? (
                <Group gap="xs">
                  {statusActionsOf(viewing).map((statusAction) => (
                    <Button key={statusAction.label} color={statusAction.danger ? 'red.8' : undefined} onClick={() => decision.open(statusAction, viewing)}>
                      {statusAction.label}
                    </Button>
                  ))}
                </Group>
              ) : undefined
            }
            onClose={view.close}
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
        busy={remove.busy}
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
      >
        {deleting && deleteRefusal === null && resource.dependents && <Dependents source={resource.dependents(deleting)} name={resource.describe(deleting)} />}
      </ConfirmDialog>
      <ConfirmDialog
        opened={acting !== null}
        title={acting ? (resource.name ? `${acting.action.confirm.title}: ${resource.name(acting.row)}` : acting.action.confirm.title) : ''}
        message={acting ? acting.action.confirm.message(acting.row) : ''}
        confirmLabel={acting?.action.confirm.confirmLabel ?? ''}
        danger={acting?.action.confirm.danger}
        busy={action.busy}
        onConfirm={action.confirm}
        onCancel={action.cancel}
      />
      {deciding && (
        <StatusActionDialog
          key={`${deciding.action.label}:${resource.rowKey(deciding.row)}`}
          action={deciding.action}
          row={deciding.row}
          name={`${resource.singular} ${resource.describe(deciding.row)}`}
          onCancel={decision.cancel}
          onDone={decision.done}
        />
      )}
      {bulk.deciding && (
        <BulkActionDialog
          action={bulk.deciding.action}
          rows={bulk.deciding.rows}
          singular={resource.singular}
          nameOf={(row) => `${resource.singular} ${resource.describe(row)}`}
          onDone={bulk.done}
          onClose={bulk.close}
        />
      )}
      {panelMounted && (
        <Drawer
          opened={panel.open !== null}
          onClose={panel.close}
          title={panel.open ? `${panel.open.label}: ${resource.describe(panel.open.row)}` : ''}
          position="right"
          size="xl"
          closeButtonProps={{ 'aria-label': 'Close panel' }}
          {...LAYER_PROPS}
        >
          {panel.open && panel.open.list((sub) => <SubListScreen key={sub.id} resource={sub} />)}
        </Drawer>
      )}
    </Stack>
  );
  // A value revealed in the view panel is recorded as of this list.
  return <DisclosureScope.Provider value={resource.id}>{screen}</DisclosureScope.Provider>;
}

/** A sub-list inside a panel: its view state is local (the page's URL belongs to the parent list). */
function SubListScreen<R extends Record<string, unknown>, I extends FormValues, Raw>({ resource }: { resource: ResourceDefinition<R, I, Raw> }) {
  const [search, setSearch] = useState<ListSearch>({ page: DEFAULT_PAGE, size: DEFAULT_SIZE });
  return <ResourceScreen resource={resource} search={search} onSearchChange={setSearch} level={3} />;
}

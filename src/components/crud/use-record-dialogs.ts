import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { isAllowed } from '../../auth/permissions';
import { useSessionUser } from '../../auth/use-session';
import { keptWork } from '../../lib/unsaved-work';
import { offers, usePageActions } from './page-actions';
import type { RowMenuItem } from './row-actions';
import { formKey } from './save-record';
import type { FormValues, PermissionNeed, ResourceDefinition, RowAction, StatusAction, SubList } from './types';
import type { ListController } from './use-list-controller';
import { NOT_APPLICABLE } from './bulk';
import { scheduleDelete } from './pending-deletes';
import { useRecordMutations } from './use-record-mutations';

/** The form open over the list: a new record, or the row edited. */
export type Editing<Row> = { mode: 'add' } | { mode: 'edit'; row: Row };

/**
 * The controller of a list's record dialogs (`ResourceScreen` draws them): which form, view
 * panel, sub-list panel, delete or row action confirmation and status decision is open and on
 * which row; the writes behind them (`useRecordMutations`), each closing its dialog and
 * reloading the list (at page 1 after a save or decision); what the signed-in user may do
 * (`can`, the status actions and the row menu: permissions and the page's `actions`); and the
 * form reopened after a sign-in forced by a 401, offering what was typed.
 */
export function useRecordDialogs<Row extends Record<string, unknown>, Input extends FormValues, Raw>(resource: ResourceDefinition<Row, Input, Raw>, list: ListController<Row>) {
  const permissions = useSessionUser()?.permissions;
  const pageActions = usePageActions();
  const allowed = (need: PermissionNeed | undefined) => isAllowed(permissions, need);
  /** A row or status action: its permission, and its page action (`edit` unless it names one) offered by the page. */
  const mayRun = (action: { permission?: PermissionNeed; pageAction?: string | readonly string[] }) => allowed(action.permission) && offers(pageActions, action.pageAction ?? 'edit');

  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  // Back from a sign-in forced by a 401: the form that was open reopens, offering what was typed.
  const [returning, setReturning] = useState(() => keptWork((key) => key.startsWith(`${resource.id}:`)));
  const rows = list.query.data?.rows;
  if (returning && editing === null && rows) {
    const row = returning.form === formKey(resource, undefined) ? undefined : rows.find((candidate) => returning.form === formKey(resource, candidate));
    if (row !== undefined || returning.form === formKey(resource, undefined)) setEditing(row === undefined ? { mode: 'add' } : { mode: 'edit', row });
    setReturning(null);
  }
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [viewing, setViewing] = useState<Row | null>(null);
  const [acting, setActing] = useState<{ action: RowAction<Row>; row: Row } | null>(null);
  const [panel, setPanel] = useState<{ label: string; row: Row; list: SubList } | null>(null);
  const [deciding, setDeciding] = useState<{ action: StatusAction<Row>; row: Row } | null>(null);
  // A decision on several rows: the rows as they were chosen (the list reloads under its summary).
  const [bulkDeciding, setBulkDeciding] = useState<{ action: StatusAction<Row>; rows: Row[] } | null>(null);

  const { save, remove, act, reload } = useRecordMutations(resource, {
    saved: () => {
      setEditing(null);
      list.firstPage();
    },
    removed: () => setDeleting(null),
    acted: () => setActing(null),
  });

  const form = resource.form;
  const pages = resource.pages;
  const can = {
    add: (pages?.add !== undefined || (form !== undefined && resource.create !== undefined)) && allowed(resource.can?.create) && offers(pageActions, 'add'),
    edit: (pages?.edit !== undefined || (form !== undefined && resource.update !== undefined)) && allowed(resource.can?.update) && offers(pageActions, 'edit'),
    delete: resource.remove !== undefined && allowed(resource.can?.remove) && offers(pageActions, 'delete'),
    view: offers(pageActions, 'view'),
  };
  const statusActions = (resource.statusActions ?? []).filter(mayRun);
  const bulkActions = statusActions.filter((statusAction) => statusAction.bulk);
  /** Why no bulk action takes a row (its own refusal, e.g. "It is decided already."), or null when one does. */
  const bulkRefusalNow = (row: Row): string | null =>
    bulkActions.length === 0 || bulkActions.some((statusAction) => statusAction.when?.(row) ?? true)
      ? null
      : (bulkActions.map((statusAction) => statusAction.refusal?.(row)).find((reason) => reason) ?? NOT_APPLICABLE);
  // The same function while the list is: the rows are memoised on it.
  const latestBulkRefusal = useRef(bulkRefusalNow);
  useLayoutEffect(() => {
    latestBulkRefusal.current = bulkRefusalNow;
  });
  const bulkRefusal = useCallback((row: Row) => latestBulkRefusal.current(row), []);
  const chosenRows = (rows ?? []).filter((row) => list.selection.keys.has(resource.rowKey(row)) && bulkRefusalNow(row) === null);
  /**
   * Asks before a delete, or, for a record that could be made again from its values
   * (`remove.undoable`, nothing depending on it, no refusal), hides it and offers Undo before the
   * DELETE leaves (`pending-deletes.tsx`).
   */
  const askDelete = (row: Row) => {
    const remover = resource.remove;
    if (remover?.undoable && !resource.dependents && !remover.refusal?.(row)) {
      scheduleDelete({
        scope: JSON.stringify(resource.list.invalidates),
        key: resource.rowKey(row),
        name: `${resource.singular} ${resource.describe(row)}`,
        run: () => remover.run(row),
        settled: reload,
      });
      return;
    }
    setDeleting(row);
  };
  // The same function while the list is: the rows' actions are memoised on it.
  const latestAsk = useRef(askDelete);
  useLayoutEffect(() => {
    latestAsk.current = askDelete;
  });
  const ask = useCallback((row: Row) => latestAsk.current(row), []);
  const rowMenu: RowMenuItem<Row>[] = [
    ...statusActions.map((action) => ({ label: action.label, when: action.when, onClick: (row: Row) => setDeciding({ action, row }) })),
    ...(can.view ? (resource.panels ?? []) : []).map((item) => ({ label: item.label, onClick: (row: Row) => setPanel({ label: item.label, row, list: item.list(row) }) })),
    ...(resource.actions ?? [])
      .filter(mayRun)
      .map((action) => ({ label: action.label, color: action.confirm.danger ? 'red.8' : undefined, when: action.when, onClick: (row: Row) => setActing({ action, row }) })),
  ];

  return {
    can,
    rowMenu,
    /** The status actions offered on a row (the view panel's buttons). */
    statusActionsOf: (row: Row) => statusActions.filter((action) => !action.when || action.when(row)),
    form: {
      editing,
      save,
      /** Opens the add or edit form afresh (the last refusal forgotten). */
      open: (next: Editing<Row>) => {
        save.reset();
        setEditing(next);
      },
      close: () => setEditing(null),
    },
    remove: {
      row: deleting,
      /** Why the record may not be deleted, told instead of the question (`remove.refusal`). */
      refusal: (deleting && resource.remove?.refusal?.(deleting)) ?? null,
      busy: remove.isPending,
      ask,
      confirm: () => deleting && remove.mutate(deleting),
      cancel: () => setDeleting(null),
    },
    view: { row: viewing, open: setViewing, close: () => setViewing(null) },
    action: {
      acting,
      busy: act.isPending,
      confirm: () => acting && act.mutate(acting),
      cancel: () => setActing(null),
    },
    panel: { open: panel, close: () => setPanel(null) },
    bulk: {
      /** The status actions offered on several chosen rows (`bulk`): the list shows its checkboxes when there is one. */
      actions: bulkActions,
      /** Why a row cannot be chosen: no bulk action takes it (decided already, one's own request), or null. */
      refusal: bulkRefusal,
      chosen: chosenRows,
      deciding: bulkDeciding,
      open: (statusAction: StatusAction<Row>) => setBulkDeciding({ action: statusAction, rows: chosenRows }),
      /** The calls are over: the list reloads in the same view, the decided rows are no longer chosen. */
      done: async () => {
        list.selection.clear();
        await reload();
      },
      close: () => setBulkDeciding(null),
    },
    decision: {
      deciding,
      /** Opens the decision on a row (from the view panel). */
      open: (action: StatusAction<Row>, row: Row) => setDeciding({ action, row }),
      cancel: () => setDeciding(null),
      /** After the decision: closes it and the view, and reloads the list at page 1 (or at the view `reloadTo` gives). */
      done: async (status: string) => {
        if (!deciding) return;
        const { action } = deciding;
        setDeciding(null);
        setViewing(null);
        if (action.reloadTo) list.onSearchChange(action.reloadTo(list.search, status));
        else list.firstPage();
        await reload();
      },
    },
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '../../lib/notify';
import { DELETED_NOTICE } from './pending-deletes';
import { noticeOf, useSaveRecord } from './save-record';
import type { FormValues, ResourceDefinition, RowAction } from './types';

export { DELETED_NOTICE };

export type RecordMutationHandlers = {
  /** After a save's notice: close the form, go on to another view or page. */
  saved: (result: unknown, mode: 'add' | 'edit') => void;
  /** After a delete, whether it succeeded or failed (the failure is told by the transport): close its confirmation. */
  removed?: () => void;
  /** After a row action, whether it succeeded or failed: close its confirmation. */
  acted?: () => void;
  /** Reload the list before `saved` (a record's page leaving for the list) instead of after it (a form over the list closing at once). */
  reloadFirst?: boolean;
};

/**
 * A definition's writes on one record, wherever they are offered (the list's dialogs, a
 * record's own page): `save` (create or update, `useSaveRecord`), `remove` and `act` (a row
 * action), each followed on success by its notice, the handler, and the list reloaded
 * (`list.invalidates`). `reload` reloads the list for other writes (a status decision).
 */
export function useRecordMutations<Row, Input extends FormValues, Raw>(resource: ResourceDefinition<Row, Input, Raw>, on: RecordMutationHandlers) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: resource.list.invalidates });

  const save = useSaveRecord(resource, async (result, mode) => {
    if (on.reloadFirst) await reload();
    on.saved(result, mode);
    if (!on.reloadFirst) await reload();
  });

  const remove = useMutation({
    mutationFn: (row: Row) => resource.remove?.run(row) ?? Promise.reject(new Error('This list cannot delete records')),
    onSuccess: async () => {
      notifySuccess(DELETED_NOTICE);
      on.removed?.();
      await reload();
    },
    onError: () => on.removed?.(),
  });

  const act = useMutation({
    mutationFn: ({ action, row }: { action: RowAction<Row>; row: Row }) => action.run(row),
    onSuccess: async (result, { action }) => {
      notifySuccess(noticeOf(action.notice, result));
      on.acted?.();
      await reload();
    },
    onError: () => on.acted?.(),
  });

  return { save, remove, act, reload };
}

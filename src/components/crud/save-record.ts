import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { failureText, retryAtOf, toApiError } from '../../api/errors';
import { newRequestId, validatorOf, withPrecondition, withRequestId } from '../../api/transport';
import { notifySuccess } from '../../lib/notify';
import { findConflict, type SaveConflict } from './conflict';
import { labelledFields } from './field-labels';
import { DEFAULT_PAGE } from './list-search';
import { nounOf } from './messages';
import type { FormProblem } from './resource-form';
import type { FormValues, ListSearch, ResourceDefinition } from './types';

/** The text of a notice: fixed, or read from the server's answer. */
export const noticeOf = (notice: string | ((result: unknown) => string), result: unknown) => (typeof notice === 'function' ? notice(result) : notice);

/** The form's problem when a save's answer was lost (network, time limit) or not understood. */
export const UNKNOWN_OUTCOME: FormProblem = {
  title: 'The outcome of the change is unknown',
  message:
    'The answer to this change was lost or could not be understood, so it may or may not have been saved. The records have been reloaded: check them before saving again. Saving the same change again sends it as the same request.',
  fieldErrors: [],
};

/** The form's problem when a create sent again after an unknown outcome finds its record already there: nothing was sent again. */
export function alreadyExists(singular: string, label: string, key: string): FormProblem {
  return {
    title: `This ${singular} already exists`,
    message: `${label} ${key} is already in the list: the earlier save of this change was carried out. Nothing was sent again; close the form to see it.`,
    fieldErrors: [],
  };
}

/** The form's problem when the user cancelled a save after a long wait: it may have reached the server. */
export const CANCELLED_SAVE: FormProblem = {
  title: 'The save was cancelled',
  message:
    'The save was cancelled before the server answered, so it may or may not have been saved. The records have been reloaded: check them before saving again. Saving the same change again sends it as the same request.',
  fieldErrors: [],
};

/** The form's problem when the record was saved by someone else since the form opened: nothing was sent. */
export const CHANGED_MEANWHILE = {
  title: 'Someone else saved this record meanwhile',
  message: 'Nothing was saved. Compare the values below, then keep yours, take theirs, or merge them field by field.',
};

/** The form's problem when the record could not be read again before saving: nothing was sent. */
export const NOT_CHECKED = 'The record could not be checked before saving, so nothing was sent';

/** A save stopped before sending: the record changed since the form opened. */
class ChangedMeanwhile extends Error {
  constructor(readonly conflict: SaveConflict) {
    super('changed meanwhile');
  }
}

/** A save stopped before sending: the record could not be read again. */
class NotChecked extends Error {
  constructor(readonly reason: unknown) {
    super('not checked');
  }
}

/** A create sent again after an unknown outcome, stopped before sending: the record it makes exists (the first attempt was carried out). */
class AlreadyExists extends Error {
  constructor(
    readonly label: string,
    readonly key: string,
  ) {
    super('already exists');
  }
}

/** How a save ended without a failure: the server's answer, or stopped before anything was sent. */
type Sent = { result: unknown } | { stopped: ChangedMeanwhile | NotChecked | AlreadyExists };

/** The most rows one read of a list brings (the contract's largest page). */
const FIND_SIZE = 100;

/**
 * The list's view in which a record is found again: `list.find` of the definition, else the
 * first page of the largest size searched for its key (a list without search: unsearched).
 */
function viewOf<Row, Input extends FormValues, Raw>(resource: ResourceDefinition<Row, Input, Raw>, row: Row): ListSearch {
  return resource.list.find?.(row) ?? { page: DEFAULT_PAGE, size: FIND_SIZE, ...(resource.searchable === false ? {} : { search: resource.rowKey(row) }) };
}

/**
 * The record as the server holds it now, read afresh with the list's own query (the view
 * `viewOf` gives), or null when that view does not hold it (a record on a later page, or gone:
 * the update's own 404 says so).
 */
export async function currentRecord<Row, Input extends FormValues, Raw>(resource: ResourceDefinition<Row, Input, Raw>, row: Row, queryClient: QueryClient): Promise<Row | null> {
  const { queryKey, queryFn } = resource.list.query(viewOf(resource, row));
  if (typeof queryFn !== 'function') return null;
  // Unshared: a record equal to the one cached may come with a newer version (`validatorOf`).
  const raw = await queryClient.fetchQuery({ queryKey, queryFn, staleTime: 0, structuralSharing: false });
  const key = resource.rowKey(row);
  return resource.list.select(raw).rows.find((candidate) => resource.rowKey(candidate) === key) ?? null;
}

/**
 * The record a create of `body` would make, when the user typed its key (a field fixed once saved,
 * `readOnlyOnEdit`, whose value is the key of a row the list holds), read afresh with the list's
 * query searched for that key: its field's label and key, or null when no such record is there.
 */
export async function existingByTypedKey<Row, Input extends FormValues, Raw>(
  resource: ResourceDefinition<Row, Input, Raw>,
  body: Input,
  queryClient: QueryClient,
): Promise<{ label: string; key: string } | null> {
  const values = body as Record<string, unknown>;
  for (const field of resource.form ? labelledFields(resource.form.fields, resource.columns) : []) {
    const value = values[field.name];
    if (!field.readOnlyOnEdit || (typeof value !== 'string' && typeof value !== 'number') || String(value).trim() === '') continue;
    const key = String(value).trim();
    const { queryKey, queryFn } = resource.list.query({ page: DEFAULT_PAGE, size: FIND_SIZE, ...(resource.searchable === false ? {} : { search: key }) });
    if (typeof queryFn !== 'function') return null;
    const raw = await queryClient.fetchQuery({ queryKey, queryFn, staleTime: 0 });
    if (resource.list.select(raw).rows.some((row) => resource.rowKey(row) === key)) return { label: field.label, key };
  }
  return null;
}

/** The names of the fields a definition's edit form sends. */
const editedFields = (fields: readonly { name: string; onlyOn?: 'add' | 'edit' }[]) => fields.filter((field) => field.onlyOn !== 'add').map((field) => field.name);

/**
 * Saving a definition's form, wherever it is shown (a dialog over the list, a record's own
 * page): `create` without a row, `update` with one; the notice after a save; the server's
 * refusal kept as the form's problem (titled with `update.failure` on edit) so the form stays
 * open with the user's input. `onSaved` runs after the notice: closing, reloading, navigating.
 *
 * When the outcome is unknown (no answer, time limit, a 2xx answer that breaks the contract)
 * the form says so (not "refused"), the list is reloaded, and a resubmit of the same change
 * reuses the first attempt's `x-client-request-id`, so the backend can treat it as one request.
 *
 * No lost updates: when the answer the record came from had an `ETag` or `Last-Modified`, the
 * edit is sent with `If-Match` / `If-Unmodified-Since` and the server checks it; otherwise the
 * record is read again first (`currentRecord`). When a field the form edits was saved meanwhile
 * with another value than the one being sent (the extra read, or the read after a 412 answer),
 * nothing is sent and the form's problem carries the conflict (`SaveConflict`: then, now,
 * yours). The record read then is what the next save of the same record is compared with, so
 * the operator's answer (keep theirs, take the new values, merge) is saved unless it changes
 * yet again. A 412 whose record shows no conflict (the version covered other records) is sent
 * once more with the version just read.
 */
export function useSaveRecord<Row, Input extends FormValues, Raw>(
  resource: ResourceDefinition<Row, Input, Raw>,
  onSaved: (result: unknown, mode: 'add' | 'edit') => Promise<void> | void,
) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  /** The change whose outcome is unknown, and the request id it was sent under. */
  const unknown = useRef<{ change: string; requestId: string } | null>(null);
  /** The record as last read from the server by key, once a conflict showed it: later saves are compared with it. */
  const seen = useRef(new Map<string, Row>());
  /** The conflict of an edit with the record as the server holds it now, or null. */
  const conflictWith = async (base: Row, body: Input): Promise<{ current: Row | null; conflict: SaveConflict | null }> => {
    const form = resource.form;
    if (!form) return { current: null, conflict: null };
    let current: Row | null;
    try {
      current = await currentRecord(resource, base, queryClient);
    } catch (error) {
      throw new NotChecked(error);
    }
    const conflict = current === null ? null : findConflict(form.fromRow(base), form.fromRow(current), body, editedFields(form.fields));
    if (current !== null && conflict) seen.current.set(resource.rowKey(base), current);
    return { current, conflict };
  };
  /** Sends the change; throws `ChangedMeanwhile` or `NotChecked` when it stops before sending. */
  const send = async ({ row, body, requestId, again }: { row: Row | undefined; body: Input; requestId: string; again: boolean }): Promise<unknown> => {
    if (row === undefined) {
      // The same create after an unknown outcome: when the user typed its key, the record may
      // exist already (the first attempt carried out); read first, and never create it twice.
      if (again) {
        let existing: { label: string; key: string } | null;
        try {
          existing = await existingByTypedKey(resource, body, queryClient);
        } catch (error) {
          throw new NotChecked(error);
        }
        if (existing) throw new AlreadyExists(existing.label, existing.key);
      }
      return withRequestId(requestId, () => resource.create?.run(body) ?? Promise.reject(new Error('This list cannot add records')));
    }
    const update = resource.update;
    if (!update) throw new Error('This record cannot be edited');
    let base = seen.current.get(resource.rowKey(row)) ?? row;
    // Without the version of the record the form opened with, the record is read again first.
    if (!validatorOf(base)) {
      const { current, conflict } = await conflictWith(base, body);
      if (conflict) throw new ChangedMeanwhile(conflict);
      base = current ?? base;
    }
    const sent = validatorOf(base);
    try {
      return await withRequestId(requestId, () => withPrecondition(sent, () => update.run(base, body)));
    } catch (error) {
      if (toApiError(error).status !== 412) throw error;
      // The server refused the version: show what changed, if a field the form edits did.
      const { current, conflict } = await conflictWith(base, body);
      if (conflict) throw new ChangedMeanwhile(conflict);
      const fresh = validatorOf(current);
      if (current === null || !fresh || JSON.stringify(fresh) === JSON.stringify(sent)) throw error;
      seen.current.set(resource.rowKey(row), current);
      return withRequestId(newRequestId(), () => withPrecondition(fresh, () => update.run(current, body)));
    }
  };
  const mutation = useMutation({
    // A save stopped before sending is an answer, not a failure: the console's error notice
    // would call it a network failure, and a failed read says so once already.
    mutationFn: async (change: { row: Row | undefined; body: Input; requestId: string; again: boolean }): Promise<Sent> => {
      try {
        return { result: await send(change) };
      } catch (error) {
        if (error instanceof ChangedMeanwhile || error instanceof NotChecked || error instanceof AlreadyExists) return { stopped: error };
        throw error;
      }
    },
    onSuccess: async (sent, { row }) => {
      if ('stopped' in sent) {
        const { stopped } = sent;
        if (stopped instanceof ChangedMeanwhile) {
          unknown.current = null;
          setProblem({ ...CHANGED_MEANWHILE, fieldErrors: [], conflict: stopped.conflict });
        } else if (stopped instanceof AlreadyExists) {
          setProblem(alreadyExists(resource.singular, stopped.label, stopped.key));
          await queryClient.invalidateQueries({ queryKey: resource.list.invalidates });
        } else {
          setProblem({ title: NOT_CHECKED, message: failureText(stopped.reason), fieldErrors: [] });
        }
        return;
      }
      const { result } = sent;
      unknown.current = null;
      if (row !== undefined) seen.current.delete(resource.rowKey(row));
      const notice = row === undefined ? resource.create?.notice : resource.update?.notice;
      if (notice) notifySuccess(noticeOf(notice, result));
      setProblem(null);
      await onSaved(result, row === undefined ? 'add' : 'edit');
    },
    onError: async (error, { row, body, requestId }) => {
      const apiError = toApiError(error);
      if (apiError.outcomeUnknown) {
        unknown.current = { change: changeOf(resource, row, body), requestId };
        const unknownOutcome = apiError.kind === 'cancelled' ? CANCELLED_SAVE : UNKNOWN_OUTCOME;
        setProblem(apiError.requestId ? { ...unknownOutcome, message: `${unknownOutcome.message} Request id: ${apiError.requestId}.` } : unknownOutcome);
        await queryClient.invalidateQueries({ queryKey: resource.list.invalidates });
        return;
      }
      unknown.current = null;
      const title = row === undefined ? undefined : resource.update?.failure;
      setProblem({ ...(title ? { title } : {}), message: failureText(apiError), fieldErrors: apiError.fieldErrors, retryAt: retryAtOf(apiError, Date.now()) });
    },
  });
  return {
    /** Sends the form: an update of `row`, or a create without one. */
    save: (body: Input, row?: Row) => {
      const change = changeOf(resource, row, body);
      const again = unknown.current?.change === change;
      const requestId = again && unknown.current ? unknown.current.requestId : newRequestId();
      mutation.mutate({ row, body, requestId, again });
    },
    saving: mutation.isPending,
    problem,
    /** Forgets the last refusal and the records read for conflicts (a form opened afresh). */
    reset: () => {
      setProblem(null);
      seen.current.clear();
      mutation.reset();
    },
  };
}

/** One change: the record (none for a new one) and the values sent, compared as text. */
function changeOf<Row, Input extends FormValues, Raw>(resource: ResourceDefinition<Row, Input, Raw>, row: Row | undefined, body: Input): string {
  return JSON.stringify([row === undefined ? null : resource.rowKey(row), body]);
}

/** The key of a resource's form for a record (none: the add form), under which a 401 keeps what was typed. */
export function formKey<Row, Input extends FormValues, Raw>(resource: ResourceDefinition<Row, Input, Raw>, row: Row | undefined): string {
  return row === undefined ? `${resource.id}:add` : `${resource.id}:edit:${resource.rowKey(row)}`;
}

/**
 * How controls, confirmations, dialog titles and the offer to restore unsaved changes name a
 * record: after its own name when the definition has one ("role Administrators"), otherwise by
 * its key ("Bank 7056"); the add form's is "a new Bank".
 */
export function recordName<Row, Input extends FormValues, Raw>(
  resource: Pick<ResourceDefinition<Row, Input, Raw>, 'singular' | 'rowKey' | 'name'>,
  row: Row | undefined,
): string {
  if (row === undefined) return `a new ${resource.singular}`;
  return resource.name ? `${nounOf(resource.singular)} ${resource.name(row)}` : `${resource.singular} ${resource.rowKey(row)}`;
}

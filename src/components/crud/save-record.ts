import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { failureText, toApiError } from '../../api/errors';
import { newRequestId, withRequestId } from '../../api/transport';
import { notifySuccess } from '../../lib/notify';
import { nounOf } from './messages';
import type { FormProblem } from './resource-form';
import type { FormValues, ResourceDefinition } from './types';

/** The text of a notice: fixed, or read from the server's answer. */
export const noticeOf = (notice: string | ((result: unknown) => string), result: unknown) => (typeof notice === 'function' ? notice(result) : notice);

/** The form's problem when a save's answer was lost (network, time limit) or not understood. */
export const UNKNOWN_OUTCOME: FormProblem = {
  title: 'The outcome of the change is unknown',
  message:
    'The answer to this change was lost or could not be understood, so it may or may not have been saved. The records have been reloaded: check them before saving again. Saving the same change again sends it as the same request.',
  fieldErrors: [],
};

/** The form's problem when the user cancelled a save after a long wait: it may have reached the server. */
export const CANCELLED_SAVE: FormProblem = {
  title: 'The save was cancelled',
  message:
    'The save was cancelled before the server answered, so it may or may not have been saved. The records have been reloaded: check them before saving again. Saving the same change again sends it as the same request.',
  fieldErrors: [],
};

/**
 * Saving a definition's form, wherever it is shown (a dialog over the list, a record's own
 * page): `create` without a row, `update` with one; the notice after a save; the server's
 * refusal kept as the form's problem (titled with `update.failure` on edit) so the form stays
 * open with the user's input. `onSaved` runs after the notice: closing, reloading, navigating.
 *
 * When the outcome is unknown (no answer, time limit, a 2xx answer that breaks the contract)
 * the form says so (not "refused"), the list is reloaded, and a resubmit of the same change
 * reuses the first attempt's `x-client-request-id`, so the backend can treat it as one request.
 */
export function useSaveRecord<Row, Input extends FormValues, Raw>(
  resource: ResourceDefinition<Row, Input, Raw>,
  onSaved: (result: unknown, mode: 'add' | 'edit') => Promise<void> | void,
) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  /** The change whose outcome is unknown, and the request id it was sent under. */
  const unknown = useRef<{ change: string; requestId: string } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ row, body, requestId }: { row: Row | undefined; body: Input; requestId: string }) =>
      withRequestId(requestId, () =>
        row === undefined
          ? (resource.create?.run(body) ?? Promise.reject(new Error('This list cannot add records')))
          : (resource.update?.run(row, body) ?? Promise.reject(new Error('This record cannot be edited'))),
      ),
    onSuccess: async (result, { row }) => {
      unknown.current = null;
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
      setProblem({ ...(title ? { title } : {}), message: failureText(apiError), fieldErrors: apiError.fieldErrors });
    },
  });
  return {
    /** Sends the form: an update of `row`, or a create without one. */
    save: (body: Input, row?: Row) => {
      const change = changeOf(resource, row, body);
      const requestId = unknown.current?.change === change ? unknown.current.requestId : newRequestId();
      mutation.mutate({ row, body, requestId });
    },
    saving: mutation.isPending,
    problem,
    /** Forgets the last refusal (a form opened afresh). */
    reset: () => {
      setProblem(null);
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

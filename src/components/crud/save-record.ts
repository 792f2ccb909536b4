import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiError } from '../../api/errors';
import { notifySuccess } from '../../lib/notify';
import type { FormProblem } from './resource-form';
import type { FormValues, ResourceDefinition } from './types';

/** The text of a notice: fixed, or read from the server's answer. */
export const noticeOf = (notice: string | ((result: unknown) => string), result: unknown) => (typeof notice === 'function' ? notice(result) : notice);

/**
 * Saving a definition's form, wherever it is shown (a dialog over the list, a record's own
 * page): `create` without a row, `update` with one; the notice after a save; the server's
 * refusal kept as the form's problem (titled with `update.failure` on edit) so the form stays
 * open with the user's input. `onSaved` runs after the notice: closing, reloading, navigating.
 */
export function useSaveRecord<Row, Input extends FormValues, Raw>(
  resource: ResourceDefinition<Row, Input, Raw>,
  onSaved: (result: unknown, mode: 'add' | 'edit') => Promise<void> | void,
) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const mutation = useMutation({
    mutationFn: ({ row, body }: { row: Row | undefined; body: Input }) =>
      row === undefined
        ? (resource.create?.run(body) ?? Promise.reject(new Error('This list cannot add records')))
        : (resource.update?.run(row, body) ?? Promise.reject(new Error('This record cannot be edited'))),
    onSuccess: async (result, { row }) => {
      const notice = row === undefined ? resource.create?.notice : resource.update?.notice;
      if (notice) notifySuccess(noticeOf(notice, result));
      setProblem(null);
      await onSaved(result, row === undefined ? 'add' : 'edit');
    },
    onError: (error, { row }) => {
      const apiError = toApiError(error);
      const title = row === undefined ? undefined : resource.update?.failure;
      setProblem({ ...(title ? { title } : {}), message: apiError.message, fieldErrors: apiError.fieldErrors });
    },
  });
  return {
    /** Sends the form: an update of `row`, or a create without one. */
    save: (body: Input, row?: Row) => mutation.mutate({ row, body }),
    saving: mutation.isPending,
    problem,
    /** Forgets the last refusal (a form opened afresh). */
    reset: () => {
      setProblem(null);
      mutation.reset();
    },
  };
}

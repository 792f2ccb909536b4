import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../api/errors';
import { notifySuccess } from '../../lib/notify';
import { LAYER_PROPS, useLayer } from './layers';
import { noticeOf } from './save-record';
import { useOptions } from './sources';
import type { DecisionReason, Option, OptionSource, StatusAction } from './types';

/** Every status of an action (loaded when they come from a config source). */
export function useActionStatuses<Row>(action: StatusAction<Row>): { all: Option[]; loading: boolean; failed: boolean } {
  const source: OptionSource | null = Array.isArray(action.statuses) ? null : (action.statuses as OptionSource);
  const loaded = useOptions(source);
  return { all: Array.isArray(action.statuses) ? (action.statuses as Option[]) : loaded.options, loading: loaded.loading, failed: loaded.failed };
}

/** The statuses a row may move to under an action (loaded when they come from a config source). */
export function useStatusChoices<Row>(action: StatusAction<Row>, row: Row): { choices: Option[]; loading: boolean; failed: boolean } {
  const { all, loading, failed } = useActionStatuses(action);
  const choices = action.allowed ? all.filter((status) => action.allowed?.(row, status)) : all;
  return { choices, loading, failed };
}

/** What a decision asks: the new status (when there is a choice) and the reason (when the action needs one). One row's or several's. */
export function DecisionFields({
  choices,
  picked,
  onPick,
  statusError,
  reason,
  reasonText,
  onReason,
  reasonError,
  reasonHint,
}: {
  choices: Option[];
  picked: string | null;
  onPick: (value: string | null) => void;
  statusError?: string;
  reason?: DecisionReason;
  reasonText: string;
  onReason: (text: string) => void;
  reasonError?: string;
  reasonHint?: string;
}) {
  return (
    <>
      {choices.length > 1 && (
        <Select
          label="New status"
          required
          data={choices}
          value={picked}
          onChange={onPick}
          error={statusError}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {reason && (
        <Textarea
          label={reason.label}
          description={reasonHint}
          required
          autosize
          minRows={2}
          maxLength={reason.maxLength}
          value={reasonText}
          onChange={(event) => onReason(event.currentTarget.value)}
          error={reasonError}
        />
      )}
    </>
  );
}

/**
 * The state of a decision's fields, one row's or several's: the status picked (the only one when
 * there is no choice), the reason typed, and their errors once the user has tried to send.
 * `fields` spreads into `DecisionFields`; `check()` marks the fields tried and tells whether they are complete.
 */
export function useDecision(choices: Option[], reasonOfAction: DecisionReason | undefined) {
  const [picked, setPicked] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState(false);
  const status = choices.length === 1 ? choices[0] : choices.find((choice) => choice.value === picked);
  // A reason asked only for some statuses (a refusal's) is asked once such a status is chosen, and sent only then.
  const reason = reasonOfAction && (!reasonOfAction.statuses || (status !== undefined && reasonOfAction.statuses.includes(status.value))) ? reasonOfAction : undefined;
  const reasonText = reason ? typed.trim() : '';
  const reasonMissing = reason !== undefined && reasonText === '';
  return {
    status,
    reasonText,
    checked,
    check: () => {
      setChecked(true);
      return status !== undefined && !reasonMissing;
    },
    fields: {
      choices,
      picked,
      onPick: setPicked,
      statusError: checked && !status ? 'New status is required' : undefined,
      reason,
      reasonText: typed,
      onReason: setTyped,
      reasonError: checked && reason && reasonMissing ? `${reason.label} is required` : undefined,
    },
  };
}

export type StatusActionDialogProps<Row> = {
  action: StatusAction<Row>;
  row: Row;
  /** Names the record, e.g. "Application 9001 (Amaya Jayasinghe)". */
  name: string;
  /** After the server accepted the change and the notice was shown: close, reload. */
  onDone: (status: string, result: unknown) => Promise<void> | void;
  onCancel: () => void;
};

/**
 * The dialog of a status action (`StatusAction` in `types.ts`): the record's current status,
 * the new status among the allowed ones (chosen already when there is only one), the required
 * reason, the consequence to acknowledge, the confirmation text, and the server's refusal kept
 * in the dialog with what the user chose and typed.
 */
export function StatusActionDialog<Row>({ action, row, name, onDone, onCancel }: StatusActionDialogProps<Row>) {
  const { choices, loading, failed } = useStatusChoices(action, row);
  const decision = useDecision(choices, action.reason);
  const { status, reasonText, checked } = decision;
  const [acknowledged, setAcknowledged] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const consequence = status ? (action.consequence?.(row, status) ?? null) : null;
  const mutation = useMutation({
    mutationFn: ({ to, why }: { to: string; why: string }) => action.run(row, to, why),
    onSuccess: async (result, { to }) => {
      notifySuccess(noticeOf(action.notice, result));
      setProblem(null);
      await onDone(to, result);
    },
    onError: (error) => setProblem(failureText(error)),
  });
  const submit = () => {
    if (!decision.check() || !status || (consequence !== null && !acknowledged)) return;
    mutation.mutate({ to: status.value, why: reasonText });
  };
  const consequenceError = checked && consequence !== null && !acknowledged ? 'Tick this to confirm the decision' : undefined;
  useLayer(true, onCancel);

  return (
    <Modal opened onClose={onCancel} title={action.label} centered closeButtonProps={{ 'aria-label': 'Close' }} {...LAYER_PROPS}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text fw={500}>{name}</Text>
          {action.current && <Text>Current status: {action.current(row)}</Text>}
          {problem && (
            <Alert color="red.9" variant="outline" role="alert" title="The server refused the change">
              {problem}
            </Alert>
          )}
          {failed && (
            <Alert color="red.9" variant="outline" role="alert">
              The statuses could not be loaded.
            </Alert>
          )}
          {!failed && !loading && choices.length === 0 && <Text>This record cannot move to another status.</Text>}
          <DecisionFields
            {...decision.fields}
            onPick={(value) => {
              decision.fields.onPick(value);
              setAcknowledged(false);
            }}
          />
          {status && <Text>{action.confirm(row, status)}</Text>}
          {consequence !== null && (
            <Checkbox label={consequence} required checked={acknowledged} onChange={(event) => setAcknowledged(event.currentTarget.checked)} error={consequenceError} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" color={action.danger ? 'red.8' : undefined} loading={mutation.isPending} disabled={loading || failed || choices.length === 0}>
              {action.confirmLabel ?? action.label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Alert, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { SHOWS_OWN_PROGRESS } from '../../api/query-client';
import { bulkRows, runEach, type BulkOutcome } from './bulk';
import { LAYER_PROPS, useLayer } from './layers';
import { nounOf, plural, pluralNoun } from './messages';
import { noticeOf } from './save-record';
import { DecisionFields, useActionStatuses, useDecision } from './status-action';
import type { StatusAction } from './types';

export type BulkActionDialogProps<Row> = {
  action: StatusAction<Row>;
  /** The selected rows. */
  rows: readonly Row[];
  /** The list's record, e.g. "Authorization Request". */
  singular: string;
  /** Names one row, e.g. "Authorization Request 3057 (kasuni.fernando)". */
  nameOf: (row: Row) => string;
  /** After the calls: the list reloads (the dialog still shows the summary). */
  onDone: () => Promise<void> | void;
  /** The dialog closes (the selection is cleared when anything was sent). */
  onClose: (sent: boolean) => void;
};

/**
 * The dialog of a status action on several selected rows (`StatusAction.bulk`): the rows left out
 * and why, the new status and the reason asked once, one confirmation; then each row is its own
 * call (a few at a time, `runEach`) under a progress bar that can stop before the next call, and a
 * summary of what succeeded (the action's notice) and what failed (the server's message, with its
 * request id). The list reloads when the calls are over.
 */
export function BulkActionDialog<Row>({ action, rows, singular, nameOf, onDone, onClose }: BulkActionDialogProps<Row>) {
  const { all, ...loaded } = useActionStatuses(action);
  // The statuses at least one selected row may move to.
  const choices = all.filter((status) => bulkRows(action, rows, status).taking.length > 0);
  const decision = useDecision(choices, action.reason);
  const { status, reasonText } = decision;
  const [outcomes, setOutcomes] = useState<BulkOutcome<Row>[]>([]);
  const stop = useRef(false);
  const [stopping, setStopping] = useState(false);
  const { taking, leftOut } = bulkRows(action, rows, status);
  const one = nounOf(singular);
  const many = pluralNoun(singular);

  const run = useMutation({
    meta: SHOWS_OWN_PROGRESS,
    mutationFn: ({ to, why, targets }: { to: string; why: string; targets: Row[] }) =>
      runEach(targets, (row) => action.run(row, to, why), { stopped: () => stop.current, onOutcome: (outcome) => setOutcomes((now) => [...now, outcome]) }),
    onSettled: () => onDone(),
  });
  const started = !run.isIdle;
  const running = run.isPending;
  const close = () => {
    if (!running) onClose(started);
  };
  useLayer(true, close);

  const submit = () => {
    if (!decision.check() || !status || taking.length === 0) return;
    stop.current = false;
    run.mutate({ to: status.value, why: reasonText, targets: taking });
  };
  const succeeded = outcomes.flatMap((outcome) => (outcome.ok ? [outcome] : []));
  const failed = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome]));
  const sent = run.variables?.targets.length ?? 0;
  const notSent = run.isSuccess ? sent - outcomes.length : 0;
  const question = status && choices.length > 1 ? `${plural(taking.length, one, many)}: ${status.label}?` : `${action.label} ${plural(taking.length, one, many)}?`;

  return (
    <Modal opened onClose={close} title={`${action.label}: ${plural(rows.length, one, many)} selected`} centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }} {...LAYER_PROPS}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {leftOut.length > 0 && (
            <Alert color="gray" variant="outline" title={`Left out (${leftOut.length})`}>
              <List size="sm" spacing={4}>
                {leftOut.map(({ row, reason: why }) => (
                  <List.Item key={nameOf(row)}>
                    {nameOf(row)}: {why}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {!started && (
            <>
              {!loaded.loading && choices.length === 0 && <Text>None of the selected {many} can take this decision.</Text>}
              <DecisionFields {...decision.fields} reason={taking.length > 0 ? decision.fields.reason : undefined} reasonHint={`The same for each of the ${many}`} />
              {status && taking.length > 0 && (
                <Text>
                  {question} Each is sent and recorded on its own; one refused does not stop the others.
                </Text>
              )}
              {action.detail && taking.length > 0 && (
                <List size="sm" spacing="xs" aria-label={`The ${many} to ${action.label.toLowerCase()}`}>
                  {taking.map((row) => (
                    <List.Item key={nameOf(row)}>
                      <Text size="sm" fw={600}>
                        {nameOf(row)}
                      </Text>
                      {action.detail?.(row)}
                    </List.Item>
                  ))}
                </List>
              )}
            </>
          )}
          {started && (
            <Stack gap={4}>
              <Progress value={sent === 0 ? 0 : (outcomes.length / sent) * 100} aria-label={`${action.label} progress`} />
              <Text size="sm" role="status">
                {running
                  ? `${outcomes.length} of ${sent} done${stopping ? ', stopping after the calls in flight' : ''}…`
                  : `Done: ${succeeded.length} succeeded, ${failed.length} failed${notSent > 0 ? `, ${notSent} not sent` : ''}.`}
              </Text>
            </Stack>
          )}
          {failed.length > 0 && (
            <Alert color="red.9" variant="outline" title={`Failed (${failed.length})`}>
              <List size="sm" spacing={4}>
                {failed.map(({ row, problem }) => (
                  <List.Item key={nameOf(row)}>
                    {nameOf(row)}: {problem}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {succeeded.length > 0 && (
            <Alert color="teal.9" variant="outline" title={`Succeeded (${succeeded.length})`}>
              <List size="sm" spacing={4}>
                {succeeded.map((outcome) => (
                  <List.Item key={nameOf(outcome.row)}>
                    {nameOf(outcome.row)}: {noticeOf(action.notice, outcome.result)}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end">
            {!started && (
              <>
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" color={action.danger ? 'red.8' : undefined} disabled={loaded.loading || loaded.failed || taking.length === 0}>
                  {`${action.confirmLabel ?? action.label} (${taking.length})`}
                </Button>
              </>
            )}
            {running && (
              <Button
                variant="default"
                disabled={stopping}
                onClick={() => {
                  stop.current = true;
                  setStopping(true);
                }}
              >
                Stop
              </Button>
            )}
            {started && !running && <Button onClick={close}>Close</Button>}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

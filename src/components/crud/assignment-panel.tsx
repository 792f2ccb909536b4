import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { failureText } from '../../api/errors';
import { isAllowed } from '../../auth/permissions';
import { useSessionUser } from '../../auth/use-session';
import { notifySuccess } from '../../lib/notify';
import { noticeOf } from './save-record';
import { offers, usePageActions } from './page-actions';
import { TransferList, type TransferItem } from './transfer-list';
import { ConfirmDialog } from './confirm-dialog';
import type { AssignableItem, AssignmentDefinition, AssignmentQuestion } from './types';

export type AssignmentPanelProps = {
  assignment: AssignmentDefinition;
  /** The user may look but not change. */
  readOnly?: boolean;
};

const NOTHING_HELD: ReadonlySet<string> = new Set();

/**
 * Splits every item into available and assigned. Assigned items take their label and
 * description from `all` when it has them (an assigned code may also be missing from it).
 */
export function splitAssignment(all: readonly AssignableItem[], assigned: readonly AssignableItem[]): { available: TransferItem[]; assigned: TransferItem[] } {
  const byValue = new Map(all.map((item) => [item.value, item]));
  const taken = new Set(assigned.map((item) => item.value));
  return {
    available: all.filter((item) => !taken.has(item.value)),
    assigned: assigned.map((item) => byValue.get(item.value) ?? item),
  };
}

/**
 * What is assigned to a record, as a transfer list: each move is saved at once with its
 * notice, then both lists are loaded again.
 */
export function AssignmentPanel({ assignment, readOnly: fixed = false }: AssignmentPanelProps) {
  // A page that does not offer `edit` (its `actions` in the page list) shows the assignment without moves.
  const pageActions = usePageActions();
  const permissions = useSessionUser()?.permissions;
  const mayAssign = isAllowed(permissions, assignment.can?.assign);
  const mayRemove = isAllowed(permissions, assignment.can?.remove);
  const readOnly = fixed || !offers(pageActions, 'edit') || (!mayAssign && !mayRemove);
  const headingId = useId();
  const queryClient = useQueryClient();
  const all = useQuery({ queryKey: assignment.all.queryKey, queryFn: assignment.all.queryFn, select: assignment.all.select });
  const assigned = useQuery({ queryKey: assignment.assigned.queryKey, queryFn: assignment.assigned.queryFn, select: assignment.assigned.select });
  const lists = useMemo(() => splitAssignment(all.data ?? [], assigned.data ?? []), [all.data, assigned.data]);

  const move = useMutation({
    mutationFn: ({ kind, values }: { kind: 'assign' | 'remove'; values: string[] }) => assignment[kind].run(values),
    onSuccess: async (result, { kind }) => {
      notifySuccess(noticeOf(assignment[kind].notice, result));
      await Promise.all(
        [assignment.assigned.queryKey, assignment.all.queryKey, ...(assignment.invalidates ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });

  // A removal the definition asks about first waits here for the answer.
  const [asking, setAsking] = useState<{ items: TransferItem[]; question: AssignmentQuestion } | null>(null);
  const remove = (items: TransferItem[]): boolean => {
    const confirm = assignment.remove.confirm;
    if (!confirm) {
      move.mutate({ kind: 'remove', values: items.map((item) => item.value) });
      return true;
    }
    setAsking({ items, question: confirm(items, permissions ?? NOTHING_HELD) });
    return false;
  };

  const failure = all.error ?? assigned.error;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {assignment.title}
      </Title>
      {/* Unlike the details above, which wait for Save changes. */}
      <Text size="sm" c="dimmed">
        Each assignment or removal here is saved at once.
      </Text>
      {failure ? (
        <Alert color="red.9" variant="outline" role="alert">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{failureText(failure)}</Text>
            <Button
              size="xs"
              variant="white"
              color="red.8"
              onClick={() => {
                void all.refetch();
                void assigned.refetch();
              }}
            >
              Retry
            </Button>
          </Group>
        </Alert>
      ) : (
        <TransferList
          availableTitle={assignment.availableTitle}
          assignedTitle={assignment.assignedTitle}
          available={lists.available}
          assigned={lists.assigned}
          onAssign={(items) => move.mutate({ kind: 'assign', values: items.map((item) => item.value) })}
          onRemove={remove}
          words={assignment.words}
          busy={move.isPending}
          readOnly={readOnly}
          mayAssign={mayAssign}
          mayRemove={mayRemove}
          loading={all.isPending || assigned.isPending}
        />
      )}
      <ConfirmDialog
        opened={asking !== null}
        title={asking?.question.title ?? ''}
        message={asking?.question.message ?? ''}
        confirmLabel={asking?.question.confirmLabel ?? ''}
        danger
        onConfirm={() => {
          if (asking) move.mutate({ kind: 'remove', values: asking.items.map((item) => item.value) });
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      >
        {asking && asking.question.warnings.length > 0 && (
          <Alert color="red.9" variant="outline" title="Before you go on" mb="lg">
            <Stack gap={4}>
              {asking.question.warnings.map((warning) => (
                <Text size="sm" key={warning}>
                  {warning}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
      </ConfirmDialog>
    </Stack>
  );
}

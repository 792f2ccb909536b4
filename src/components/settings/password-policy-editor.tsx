import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { failureText } from '../../api/errors';
import { notifySuccess } from '../../lib/notify';
import { ConfirmDialog } from '../crud/confirm-dialog';
import { unitCount, unitWord } from '../crud/messages';
import { TransferList, type TransferItem } from '../crud/transfer-list';
import { ASSIGNED_VALUE, type AssignedRule, type PasswordPolicySource, type PolicyRule } from './password-policy-source';

/** The assigned list as the user edits it: a number input may be empty for a moment. */
type DraftRule = Omit<PolicyRule, 'value'> & { value: number | '' };
type Draft = { available: PolicyRule[]; assigned: DraftRule[] };

const fingerprint = (assigned: readonly { realmName: string; value: number | '' }[]) =>
  JSON.stringify(assigned.map(({ realmName, value }) => [realmName, value]).sort(([a], [b]) => String(a).localeCompare(String(b))));

const valueText = (rule: DraftRule) => {
  if (!rule.takesValue) return 'On';
  if (rule.value === '') return rule.unit ? `? ${rule.unit}` : '?';
  return rule.unit ? unitCount(rule.value, rule.unit) : String(rule.value);
};

export type PasswordPolicyEditorProps = {
  title: string;
  source: PasswordPolicySource;
  /** The user may look but not change. */
  readOnly?: boolean;
};

/**
 * The tenant's password policy: rules moved between available and assigned (a newly assigned
 * rule gets value 1), the values of assigned rules set where a rule takes a number, and the
 * whole assigned list saved at once. Changes stay local until Save; Reset discards them, and a
 * failed save keeps them. Leaving the page with unsaved changes asks first.
 */
export function PasswordPolicyEditor({ title, source, readOnly = false }: PasswordPolicyEditorProps) {
  const queryClient = useQueryClient();
  const loaded = useQuery({ queryKey: source.query.queryKey, queryFn: source.query.queryFn, select: source.select });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);

  const server = loaded.data;
  const lists: Draft = draft ?? server ?? { available: [], assigned: [] };
  const dirty = draft !== null && server !== undefined && fingerprint(draft.assigned) !== fingerprint(server.assigned);
  const { min, max } = source.range;
  const invalid = (value: number | '') => value === '' || !Number.isInteger(value) || value < min || value > max;
  const errors = new Map(lists.assigned.filter((rule) => rule.takesValue && invalid(rule.value)).map((rule) => [rule.realmName, `Enter a whole number from ${min} to ${max}`]));

  const save = useMutation({
    mutationFn: (assigned: AssignedRule[]) => source.save(assigned),
    onSuccess: async () => {
      notifySuccess(source.notice);
      setProblem(null);
      await queryClient.invalidateQueries({ queryKey: source.query.queryKey });
      setDraft(null);
    },
    // The lists stay as the user left them; the snackbar already shows the error.
    onError: (error) => setProblem(failureText(error)),
  });

  const change = (next: Draft) => {
    setProblem(null);
    setDraft(next);
  };
  const assign = (items: TransferItem[]) => {
    const moving = new Set(items.map((item) => item.value));
    change({
      available: lists.available.filter((rule) => !moving.has(rule.realmName)),
      assigned: [...lists.assigned, ...lists.available.filter((rule) => moving.has(rule.realmName)).map((rule) => ({ ...rule, value: ASSIGNED_VALUE }))],
    });
  };
  const remove = (items: TransferItem[]) => {
    const moving = new Set(items.map((item) => item.value));
    change({
      available: [...lists.available, ...lists.assigned.filter((rule) => moving.has(rule.realmName)).map((rule) => ({ ...rule, value: null }))],
      assigned: lists.assigned.filter((rule) => !moving.has(rule.realmName)),
    });
  };
  const setValue = (realmName: string, value: number | '') =>
    change({ ...lists, assigned: lists.assigned.map((rule) => (rule.realmName === realmName ? { ...rule, value } : rule)) });

  const submit = () => {
    if (errors.size > 0) return;
    save.mutate(lists.assigned.map((rule) => ({ ...rule, value: rule.takesValue ? Number(rule.value) : ASSIGNED_VALUE })));
  };

  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, disabled: !dirty, withResolver: true });

  const availableItems = useMemo(() => lists.available.map((rule) => ({ value: rule.realmName, label: rule.description, description: rule.realmName })), [lists.available]);
  const assignedItems = useMemo(() => lists.assigned.map((rule) => ({ value: rule.realmName, label: rule.description, description: valueText(rule) })), [lists.assigned]);

  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{title}</Title>
        <Text size="sm" c="dimmed">
          The rules every user's password must meet. Assign a rule, set its number where it takes one, then save.
        </Text>
      </div>
      {loaded.isError && (
        <Alert color="red" variant="light" role="alert" title="The password policy could not be loaded">
          <Group justify="space-between">
            <Text size="sm">{failureText(loaded.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void loaded.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      )}
      <TransferList
        availableTitle="Available policies"
        assignedTitle="Assigned policies"
        available={availableItems}
        assigned={assignedItems}
        onAssign={assign}
        onRemove={remove}
        busy={save.isPending}
        readOnly={readOnly}
        loading={loaded.isPending}
      />
      <Paper withBorder p="sm" role="group" aria-label="Values of the assigned policies">
        <Stack gap="xs">
          <Title order={3} size="h5">
            Values of the assigned policies
          </Title>
          {lists.assigned.length === 0 ? (
            <Text c="dimmed">{loaded.isPending ? 'Loading…' : 'No policy is assigned.'}</Text>
          ) : (
            <Table layout="fixed" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Policy</Table.Th>
                  <Table.Th w={260}>Value</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lists.assigned.map((rule) => (
                  <Table.Tr key={rule.realmName}>
                    <Table.Td>
                      <Text size="sm">{rule.description}</Text>
                    </Table.Td>
                    <Table.Td>
                      {rule.takesValue ? (
                        <NumberInput
                          aria-label={rule.description}
                          value={rule.value}
                          min={min}
                          max={max}
                          allowDecimal={false}
                          allowNegative={false}
                          clampBehavior="none"
                          rightSection={rule.unit ? <Text size="xs" c="dimmed" pr={4}>{unitWord(rule.value === '' ? 0 : rule.value, rule.unit)}</Text> : undefined}
                          rightSectionWidth={rule.unit ? 80 : undefined}
                          readOnly={readOnly}
                          disabled={save.isPending}
                          error={errors.get(rule.realmName)}
                          onChange={(next) => setValue(rule.realmName, typeof next === 'number' ? next : next === '' ? '' : Number(next))}
                        />
                      ) : (
                        <Text size="sm">On (takes no value)</Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
      {problem && (
        <Alert color="red" variant="light" role="alert" title="The policies were not saved">
          {problem} Your changes are kept; save again or reset them.
        </Alert>
      )}
      {!readOnly && (
        <Group justify="flex-end" gap="sm">
          {dirty && (
            <Badge variant="filled" color="yellow.4" autoContrast>
              Unsaved changes
            </Badge>
          )}
          <Button variant="default" disabled={!dirty || save.isPending} onClick={() => setConfirmReset(true)}>
            Reset
          </Button>
          <Button disabled={!dirty || errors.size > 0} loading={save.isPending} onClick={submit}>
            Save
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirmReset}
        title="Discard changes?"
        message="The policies have changes that are not saved. Go back to the saved policies?"
        confirmLabel="Discard"
        danger
        onConfirm={() => {
          setConfirmReset(false);
          setProblem(null);
          setDraft(null);
        }}
        onCancel={() => setConfirmReset(false)}
      />
      <ConfirmDialog
        opened={blocker.status === 'blocked'}
        title="Leave without saving?"
        message="The password policy has changes that are not saved. Leave the page and lose them?"
        confirmLabel="Leave"
        danger
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Stack>
  );
}

import { Alert, Box, Button, Group, List, Paper, PasswordInput, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ZodObject, ZodType } from 'zod';
import { failureText } from '../../api/errors';
import { notifySuccess } from '../../lib/notify';
import { plainMessage } from '../crud/messages';
import { unmetRules, type PasswordContext, type PasswordRule } from './password-rules';

/** The change-password request: the current password, the new one and its confirmation. */
export type PasswordChange = { currentPassword: string; newPassword: string; confirmPassword: string };

export type ChangePasswordFormProps = {
  /** The contract's schema of the request (lengths); the tenant's rules come on top. */
  schema: ZodObject;
  /** The tenant's password policy in words. */
  rules: readonly PasswordRule[];
  rulesLoading: boolean;
  /** Why the policy could not be loaded, if it could not. */
  rulesError: string | null;
  context: PasswordContext;
  run: (change: PasswordChange) => Promise<unknown>;
  notice: string;
  /** After the change was saved (the console goes to the dashboard). */
  onDone: () => void;
};

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };
const LABELS: Record<keyof PasswordChange, string> = { currentPassword: 'Current password', newPassword: 'New password', confirmPassword: 'Confirm new password' };

/** The problems of a password change before it is sent, by field. */
export function checkPasswordChange(schema: ZodObject, rules: readonly PasswordRule[], context: PasswordContext, change: PasswordChange): Partial<Record<keyof PasswordChange, string>> {
  const errors: Partial<Record<keyof PasswordChange, string>> = {};
  const parsed = schema.safeParse(change);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '') as keyof PasswordChange;
      if (!(name in LABELS)) continue;
      errors[name] ??= change[name] === '' ? `${LABELS[name]} is required` : plainMessage(issue, LABELS[name], schema.shape[name] as ZodType | undefined);
    }
  }
  if (!errors.newPassword && change.newPassword !== '') {
    const unmet = unmetRules(rules, change.newPassword, context);
    if (unmet.length > 0) errors.newPassword = `The new password does not meet the password policy: ${unmet.map((rule) => rule.text.toLowerCase()).join('; ')}.`;
    else if (change.newPassword === change.currentPassword) errors.newPassword = 'The new password must differ from the current one.';
  }
  // A confirmation that differs says so before its own length: typing it again is the fix.
  if (change.confirmPassword !== '' && change.confirmPassword !== change.newPassword) errors.confirmPassword = 'The new password and its confirmation do not match. Type the same new password twice.';
  return errors;
}

/**
 * Change one's own password: current, new and confirmation, with the tenant's password
 * policy beside the new password (ticked off while typing where it can be checked). A refused
 * change keeps what was typed and says why.
 */
export function ChangePasswordForm({ schema, rules, rulesLoading, rulesError, context, run, notice, onDone }: ChangePasswordFormProps) {
  const policyId = useId();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordChange, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: run,
    onSuccess: () => {
      notifySuccess(notice);
      onDone();
    },
    onError: (error) => setProblem(failureText(error)),
  });
  const set = (name: keyof PasswordChange, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _drop, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkPasswordChange(schema, rules, context, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProblem(null);
    save.mutate(values);
  };
  const input = (name: keyof PasswordChange, autoComplete: string, description?: string) => (
    <PasswordInput
      label={LABELS[name]}
      name={name}
      required
      autoComplete={autoComplete}
      description={description}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => set(name, e.currentTarget.value)}
    />
  );
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        Change Password
      </Title>
      <form onSubmit={submit} noValidate aria-label="Change Password">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            {problem && (
              <Alert color="red.9" variant="outline" role="alert" title="The password was not changed">
                {problem}
              </Alert>
            )}
            {input('currentPassword', 'current-password')}
            {input('newPassword', 'new-password', 'It must meet the password policy listed beside it.')}
            {input('confirmPassword', 'new-password', 'Type the new password again.')}
            <Group justify="flex-end" mt="xs">
              <Button type="submit" loading={save.isPending}>
                Change password
              </Button>
            </Group>
          </Stack>
          <Box component="section" aria-labelledby={policyId}>
            <Title order={4} size="h5" id={policyId} mb="xs">
              Password policy
            </Title>
            <PolicyList rules={rules} loading={rulesLoading} error={rulesError} password={values.newPassword} context={context} />
          </Box>
        </SimpleGrid>
      </form>
    </Paper>
  );
}

function PolicyList({ rules, loading, error, password, context }: { rules: readonly PasswordRule[]; loading: boolean; error: string | null; password: string; context: PasswordContext }) {
  if (loading) return <Text c="dimmed">Loading the password policy…</Text>;
  if (error) return <Text c="var(--mantine-color-error)">The password policy could not be loaded ({error}); the server still checks the new password.</Text>;
  if (rules.length === 0) return <Text c="dimmed">The tenant sets no password rules.</Text>;
  return (
    <List spacing={6} center aria-label="Password policy rules">
      {rules.map((rule) => {
        const met = rule.check && password !== '' ? rule.check(password, context) : null;
        return (
          <List.Item
            key={rule.id}
            icon={
              <ThemeIcon size={20} radius="xl" color={met === true ? 'teal.9' : met === false ? 'red.8' : 'gray.7'} aria-hidden>
                {met === true ? <IconCheck size={14} /> : met === false ? <IconX size={14} /> : <IconInfoCircle size={14} />}
              </ThemeIcon>
            }
          >
            {rule.text}
            {met !== null && <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>}
          </List.Item>
        );
      })}
    </List>
  );
}

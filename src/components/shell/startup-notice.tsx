import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { failureText, type ApiError } from '../../api/errors';
import { codesDifferingInCase, type PagePermission } from '../../auth/pages';

/** A start-up call that failed: `call` names it as the user knows it ("menu"). */
export type FailedStartupCall = { call: 'tenant' | 'menu' | 'page list'; error: ApiError };

/** What the console does without each start-up answer, in the user's words. */
const WITHOUT: Record<FailedStartupCall['call'], { what: string; instead: string }> = {
  tenant: { what: 'The tenant and your user details', instead: 'The tenant’s name shows “—”.' },
  menu: { what: 'The menu', instead: 'The menu lists every page your permissions allow.' },
  'page list': { what: 'The server’s page list', instead: 'Pages open as your permissions allow.' },
};

/**
 * The shell's notices about its start-up: each start-up call that failed, named with its error and
 * request id and what the console does without it (with Try again), and the permission codes the
 * server's page list spells otherwise than the token (which only the API and identity teams can
 * settle). Renders nothing when start-up went well.
 */
export function StartupNotice({
  failures,
  pages,
  permissions,
  retrying,
  onRetry,
}: {
  failures: readonly FailedStartupCall[];
  pages: readonly PagePermission[];
  permissions: ReadonlySet<string>;
  retrying: boolean;
  onRetry: () => void;
}) {
  const mismatches = useMemo(() => codesDifferingInCase(pages, permissions), [pages, permissions]);
  return (
    <>
      {failures.length > 0 && (
        <Alert color="gray" variant="light" mb="md" title="Part of the console could not be loaded">
          <Stack gap={4} align="flex-start">
            {failures.map(({ call, error }) => (
              <Text key={call} size="sm">
                {WITHOUT[call].what} could not be loaded: {failureText(error)}. {WITHOUT[call].instead}
              </Text>
            ))}
            <Button size="xs" variant="default" mt={4} loading={retrying} onClick={onRetry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {mismatches.length > 0 && (
        <Alert color="gray" variant="light" mb="md" title="The server’s page list and your sign-in spell permissions differently">
          <Text size="sm">
            The page list asks for {mismatches.map((m) => `“${m.asked}”`).join(', ')}; your sign-in carries{' '}
            {mismatches.map((m) => `“${m.held}”`).join(', ')}. Permission codes are compared exactly, so the pages that need them stay closed. Tell the team that
            runs the wallet API or the identity provider that the codes differ: granting a role will not help.
          </Text>
        </Alert>
      )}
    </>
  );
}

import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/**
 * Shown instead of a screen the signed-in user has no permission for. With `codes`, the server's
 * page list spelled the page's code otherwise than the token: the advice sends the user to the
 * teams that can make them agree, not to an administrator, whose grant would change nothing.
 */
export function ForbiddenPage({ page, codes = null }: { page: string; codes?: { asked: string; held: string } | null }) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" role="alert" maw={640}>
        <Text fw={700} size="xl" c="var(--mantine-color-error)">
          403
        </Text>
        <Title order={2}>Forbidden</Title>
        {codes ? (
          <>
            <Text ta="center">
              You do not have permission to open {page}. The server’s page list asks for the permission “{codes.asked}”, but your sign-in carries “{codes.held}”:
              the codes differ in case, and permission codes are compared exactly.
            </Text>
            <Text ta="center">Tell the team that runs the wallet API or the identity provider that the codes differ. Granting a role will not help.</Text>
          </>
        ) : (
          <Text>You do not have permission to open {page}. Ask an administrator to grant it to your role.</Text>
        )}
        <Button component={Link} to="/admin/dashboard" variant="default">
          Go to dashboard
        </Button>
      </Stack>
    </Center>
  );
}

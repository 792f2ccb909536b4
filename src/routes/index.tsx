import { Alert, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { signOutReason } from '../auth/session';
import { signInPath, signedOutText } from '../auth/signed-out-text';
import { useSessionUser } from '../auth/use-session';

function Index() {
  const user = useSessionUser();
  const signedOut = signOutReason();
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1}>Digital Wallet</Title>
        {signedOut && !user && (
          <Alert color="blue.9" variant="outline" title="Signed out" role="status" ta="left">
            {signedOutText(signedOut)}
          </Alert>
        )}
        <Text size="lg">Admin Panel for bank and operator staff: users and roles, configuration, merchants, customers, reports and approvals.</Text>
        <Group>
          {user ? (
            <Button component={Link} to="/admin/dashboard" size="md">
              Open the dashboard
            </Button>
          ) : (
            <Button component="a" href={signInPath(signedOut)} size="md">
              Sign in
            </Button>
          )}
        </Group>
      </Stack>
    </Center>
  );
}

export const Route = createFileRoute('/')({ component: Index });

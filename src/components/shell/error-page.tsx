import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './error-page.module.css';

export type ErrorPageProps = {
  status: number | null;
  message: string;
  description: string;
  reasons: string[];
  /** Called by Re-Login (status 401). */
  onRelogin: () => void;
};

/** The error page of specification section 2: message, description, reasons; Re-Login on 401, Reload Page otherwise. */
export function ErrorPage({ status, message, description, reasons, onRelogin }: ErrorPageProps) {
  return (
    <Center mih="60vh" p="md">
      <Stack maw={640} gap="md" role="alert">
        {status !== null && (
          <Text fw={700} c="var(--mantine-color-error)" size="xl">
            {status}
          </Text>
        )}
        <Title order={2}>{message}</Title>
        <Text>{description}</Text>
        {reasons.length > 0 && (
          <ul className={classes.reasons}>
            {reasons.map((reason) => (
              <li key={reason}>
                <code className={classes.reason}>{reason}</code>
              </li>
            ))}
          </ul>
        )}
        <Group>
          {status === 401 ? (
            <Button onClick={onRelogin}>Re-Login</Button>
          ) : (
            <Button onClick={() => window.location.reload()}>Reload Page</Button>
          )}
          <Button variant="default" component={Link} to="/admin/dashboard">
            Go to dashboard
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

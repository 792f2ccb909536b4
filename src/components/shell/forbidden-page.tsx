import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Shown instead of a screen the signed-in user has no permission for. */
export function ForbiddenPage({ page }: { page: string }) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Text fw={700} size="xl" c="var(--mantine-color-error)">
          403
        </Text>
        <Title order={2}>Forbidden</Title>
        <Text>You do not have permission to open {page}. Ask an administrator to grant it to your role.</Text>
        <Button component={Link} to="/admin/dashboard" variant="default">
          Go to dashboard
        </Button>
      </Stack>
    </Center>
  );
}

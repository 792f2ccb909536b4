import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The 404 page. */
export function NotFoundPage() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Text fw={700} size="xl" c="gray.8">
          404
        </Text>
        <Title order={2}>This page could not be found</Title>
        <Button component={Link} to="/" variant="default">
          Go to the start page
        </Button>
      </Stack>
    </Center>
  );
}

import { Anchor, Blockquote, Center, Stack, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';

function Inspire() {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack maw={560}>
        <Title order={1}>Inspire</Title>
        <Blockquote cite="— Peter Drucker">The purpose of a business is to create a customer.</Blockquote>
        <Anchor component={Link} to="/">
          Back to the start page
        </Anchor>
      </Stack>
    </Center>
  );
}

export const Route = createFileRoute('/inspire')({ component: Inspire });

import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useSessionUser } from '../../auth/use-session';
import { requirePage, tenantQuery } from '../../resources/session';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={500}>{value || '—'}</Text>
    </div>
  );
}

function Profile() {
  const user = useSessionUser();
  const { data } = useSuspenseQuery(tenantQuery());
  const info = data.data.userInfo;
  return (
    <Stack gap="lg">
      <Title order={2}>Profile</Title>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Field label="Name" value={info ? `${info.firstName} ${info.lastName}` : `${user?.givenName ?? ''} ${user?.familyName ?? ''}`} />
          <Field label="User name" value={user?.userName ?? info?.userName ?? ''} />
          <Field label="Email" value={info?.email ?? ''} />
          <Field label="User Branch" value={info?.userBranchDesc ?? ''} />
          <Field label="User Role" value={(info?.userRoles ?? []).join(', ')} />
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          Permissions
        </Title>
        <Group gap={6}>
          {[...(user?.permissions ?? [])].sort().map((permission) => (
            <Badge key={permission} variant="outline" color="gray.8">
              {permission}
            </Badge>
          ))}
        </Group>
      </Card>
    </Stack>
  );
}

export const Route = createFileRoute('/admin/profile')({
  staticData: { title: 'Profile' },
  beforeLoad: requirePage('profile', 'your profile'),
  component: Profile,
});

import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { failureText } from '../../api/errors';
import { permissionName } from '../../auth/permission-names';
import { capitalise } from '../../auth/permissions';
import { useSessionUser } from '../../auth/use-session';
import { ChangePasswordForm } from '../../components/profile/change-password-form';
import { UserPlacement } from '../../components/shell/user-placement';
import { changePasswordSchema, passwordChange, passwordPolicyQuery } from '../../resources/profile';
import { useStartup } from '../../resources/session';
import { page } from '../-list-page';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value || '—'}</Text>
    </div>
  );
}

function Profile() {
  const user = useSessionUser();
  const navigate = Route.useNavigate();
  const info = useStartup().tenant?.data.userInfo;
  const policy = useQuery(passwordPolicyQuery());
  const schema = useQuery({ queryKey: ['form-schema', 'change-password'], queryFn: changePasswordSchema, staleTime: Infinity });
  // Who is signed in comes from the token; where they work and their role from the server's user info.
  const name = user ? `${capitalise(user.givenName)} ${user.familyName}`.trim() : '';
  return (
    <Stack gap="lg">
      <Title order={2}>Profile</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Signed in as
          </Title>
          <Stack gap="sm">
            <Field label="Name" value={name || (info ? `${info.firstName} ${info.lastName}` : '')} />
            <Field label="User name" value={user?.userName ?? info?.userName ?? ''} />
            <Field label="Email" value={info?.email ?? ''} />
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={3} size="h4" mb="sm">
            Branch and role
          </Title>
          <UserPlacement branch={info?.userBranchDesc ?? ''} roles={info?.userRoles ?? []} />
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          Permissions
        </Title>
        {/* What each permission allows, in words; the code is its hint. */}
        <Group gap={6}>
          {[...(user?.permissions ?? [])]
            .map((code) => ({ code, name: permissionName(code) }))
            .sort((a, b) => a.name.localeCompare(b.name))
            .map(({ code, name }) => (
              <Badge key={code} variant="outline" color="gray.8" tt="none" title={code}>
                {name}
              </Badge>
            ))}
        </Group>
      </Card>
      {schema.data && (
        <ChangePasswordForm
          schema={schema.data}
          rules={policy.data ?? []}
          rulesLoading={policy.isPending}
          rulesError={policy.isError ? failureText(policy.error) : null}
          context={{ userName: user?.userName ?? info?.userName, email: info?.email }}
          run={passwordChange.run}
          notice={passwordChange.notice}
          onDone={() => void navigate({ to: '/admin/dashboard' })}
        />
      )}
    </Stack>
  );
}

export const Route = createFileRoute('/admin/profile')({
  ...page('profile'),
  component: Profile,
});

import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { AssignmentPanel } from '../../../components/crud/assignment-panel';
import { tenantPermissionsAssignment } from '../../../resources/roles';
import { page } from '../../-list-page';

export const Route = createFileRoute('/admin/roles/tenant-permissions')({
  ...page('tenant-permissions'),
  component: function TenantPermissions() {
    return (
      <Stack gap="md">
        <Title order={2}>Tenant Role Permissions</Title>
        <Text c="dimmed">Roles and users can be given only the permissions enabled for the tenant. Withdrawing one takes it from every role and user that has it.</Text>
        <AssignmentPanel assignment={tenantPermissionsAssignment} />
      </Stack>
    );
  },
});

import { Badge, Group, Stack, Text } from '@mantine/core';

export type UserPlacementProps = {
  /** The user's bank and branch (`userBranchDesc` of the start-up user info). */
  branch: string;
  /** The user's roles (`userRoles` of the start-up user info). */
  roles: readonly string[];
  /** What to show: the branch, the roles, or both (the profile). */
  show?: 'branch' | 'role' | 'both';
};

function Branch({ branch }: { branch: string }) {
  return branch ? <Text>{branch}</Text> : <Text c="dimmed">No branch is assigned to this user.</Text>;
}

function Roles({ roles }: { roles: readonly string[] }) {
  if (roles.length === 0) return <Text c="dimmed">No role is assigned to this user.</Text>;
  return (
    <Group gap={6} role="list" aria-label="User roles">
      {roles.map((role) => (
        <Badge key={role} role="listitem" variant="outline" color="indigo.9" size="lg" tt="none">
          {role}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * Where the signed-in user works and what role they hold: the user menu's User Branch and
 * User Role dialogs and the profile page show the same information through this one view.
 */
export function UserPlacement({ branch, roles, show = 'both' }: UserPlacementProps) {
  if (show === 'branch') return <Branch branch={branch} />;
  if (show === 'role') return <Roles roles={roles} />;
  const parts = [
    { label: 'User Branch', view: <Branch branch={branch} /> },
    { label: 'User Role', view: <Roles roles={roles} /> },
  ];
  return (
    <Stack gap="sm">
      {parts.map(({ label, view }) => (
        <div key={label}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          {view}
        </div>
      ))}
    </Stack>
  );
}

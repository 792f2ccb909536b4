import { Anchor } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { RecordPage } from '../../../../components/crud/record-page';
import { createdRoleId, rolesResource } from '../../../../resources/roles';
import { page } from '../../../-list-page';

export const Route = createFileRoute('/admin/roles/edit-role/')({
  ...page('add-role'),
  component: function AddRole() {
    const navigate = Route.useNavigate();
    return (
      <RecordPage
        resource={rolesResource}
        subtitle={<Anchor component={Link} to="/admin/roles">Back to Roles</Anchor>}
        onSaved={(result) => {
          // On to the new role's page: a role is of use once it has permissions.
          const id = createdRoleId(result);
          void (id === null ? navigate({ to: '/admin/roles', search: { page: 1, size: 10 } }) : navigate({ to: '/admin/roles/edit-role/$id', params: { id: String(id) } }));
        }}
        onCancel={() => void navigate({ to: '/admin/roles', search: { page: 1, size: 10 } })}
      />
    );
  },
});

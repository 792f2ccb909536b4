import { Anchor } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { requirePermission } from '../../../../auth/guard';
import { RecordPage } from '../../../../components/crud/record-page';
import { requirePage } from '../../../../resources/session';
import { createdUserId, usersResource } from '../../../../resources/users';

export const Route = createFileRoute('/admin/users/edit-user/')({
  staticData: { title: 'Add User', heading: 'Add User', pageId: 'users' },
  beforeLoad: (context) => {
    requirePermission(['user_add'], 'Add User');
    return requirePage('edit-user', 'Add User')(context);
  },
  component: function AddUser() {
    const navigate = Route.useNavigate();
    return (
      <RecordPage
        resource={usersResource}
        subtitle={<Anchor component={Link} to="/admin/users">Back to Users</Anchor>}
        onSaved={(result) => {
          // On to the new user's page, where roles and groups are assigned.
          const id = createdUserId(result);
          void (id === null ? navigate({ to: '/admin/users', search: { page: 1, size: 10 } }) : navigate({ to: '/admin/users/edit-user/$id', params: { id } }));
        }}
        onCancel={() => void navigate({ to: '/admin/users', search: { page: 1, size: 10 } })}
      />
    );
  },
});

import { Anchor } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';
import { RecordPage } from '../../../../components/crud/record-page';
import { createdUserId, usersResource } from '../../../../resources/users';
import { page } from '../../../-list-page';

export const Route = createFileRoute('/admin/users/edit-user/')({
  ...page('add-user'),
  component: function AddUser() {
    const navigate = Route.useNavigate();
    return (
      <RecordPage
        resource={usersResource}
        subtitle={<Anchor component={Link} to="/admin/users">Back to Users</Anchor>}
        onSaved={(result) => {
          // On to the new user's page, where roles and groups are assigned; it says so and leads back to the list.
          const id = createdUserId(result);
          void (id === null ? navigate({ to: '/admin/users', search: { page: 1, size: 10 } }) : navigate({ to: '/admin/users/edit-user/$id', params: { id }, search: { added: true } }));
        }}
        onCancel={() => void navigate({ to: '/admin/users', search: { page: 1, size: 10 } })}
      />
    );
  },
});

import { Anchor } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { requirePermission } from '../../../../auth/guard';
import { AssignmentPanel } from '../../../../components/crud/assignment-panel';
import { RecordPage } from '../../../../components/crud/record-page';
import { NotFoundPage } from '../../../../components/shell/not-found-page';
import { requirePage } from '../../../../resources/session';
import { userGroupsAssignment, userQuery, userRolesAssignment, usersResource } from '../../../../resources/users';

/** The identity provider's user ids are UUIDs: anything else in the URL names no user. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/admin/users/edit-user/$id')({
  staticData: { title: 'Edit User', heading: 'Edit User', pageId: 'edit-user' },
  beforeLoad: (context) => {
    requirePermission(['user_update'], 'Edit User');
    return requirePage('edit-user', 'Edit User')(context);
  },
  // Handled here, so an id that names nothing shows the 404 inside the shell.
  notFoundComponent: NotFoundPage,
  loader: ({ context, params }) => {
    if (!USER_ID.test(params.id)) throw notFound();
    return context.queryClient.ensureQueryData(userQuery(params.id));
  },
  component: function EditUser() {
    const { id } = Route.useParams();
    const navigate = Route.useNavigate();
    const user = useSuspenseQuery(userQuery(id)).data;
    const roles = useMemo(() => userRolesAssignment(id), [id]);
    const groups = useMemo(() => userGroupsAssignment(id), [id]);
    return (
      <RecordPage
        resource={usersResource}
        row={user}
        subtitle={<Anchor component={Link} to="/admin/users">Back to Users</Anchor>}
        onSaved={() => void navigate({ to: '/admin/users', search: { page: 1, size: 10 } })}
        onCancel={() => void navigate({ to: '/admin/users', search: { page: 1, size: 10 } })}
      >
        <AssignmentPanel assignment={roles} />
        <AssignmentPanel assignment={groups} />
      </RecordPage>
    );
  },
});

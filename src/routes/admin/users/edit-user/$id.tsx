import { Alert, Anchor, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AssignmentPanel } from '../../../../components/crud/assignment-panel';
import { RecordPage } from '../../../../components/crud/record-page';
import { NotFoundPage } from '../../../../components/shell/not-found-page';
import { userGroupsAssignment, userQuery, userRolesAssignment, usersResource } from '../../../../resources/users';
import { page } from '../../../-list-page';

/** The identity provider's user ids are UUIDs: anything else in the URL names no user. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?added=true`: the user was just added on the Add User page, which went on to this one. */
type EditUserSearch = { added?: true };

export const Route = createFileRoute('/admin/users/edit-user/$id')({
  ...page('edit-user'),
  validateSearch: (search: Record<string, unknown>): EditUserSearch => (search.added === true || search.added === 'true' ? { added: true } : {}),
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
    const added = Route.useSearch().added === true;
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
        {added && (
          <Alert variant="outline" color="teal.9" title={`${user.userName} was added`}>
            <Text size="sm">
              A new user can do nothing until given roles or groups: assign them below. Their details are saved already.{' '}
              <Anchor component={Link} to="/admin/users">
                Back to the Users list
              </Anchor>
            </Text>
          </Alert>
        )}
        <AssignmentPanel assignment={roles} />
        <AssignmentPanel assignment={groups} />
      </RecordPage>
    );
  },
});

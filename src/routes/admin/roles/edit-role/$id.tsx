import { Anchor } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AssignmentPanel } from '../../../../components/crud/assignment-panel';
import { RecordPage } from '../../../../components/crud/record-page';
import { NotFoundPage } from '../../../../components/shell/not-found-page';
import { roleQuery, rolePermissionsAssignment, rolesResource } from '../../../../resources/roles';
import { page } from '../../../-list-page';

/** A role id from the URL: a positive whole number, or the page is not found. */
const roleId = (param: string) => {
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1) throw notFound();
  return id;
};

export const Route = createFileRoute('/admin/roles/edit-role/$id')({
  ...page('edit-role'),
  // Handled here, so an id that names nothing shows the 404 inside the shell.
  notFoundComponent: NotFoundPage,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(roleQuery(roleId(params.id))),
  component: function EditRole() {
    const id = roleId(Route.useParams().id);
    const navigate = Route.useNavigate();
    const role = useSuspenseQuery(roleQuery(id)).data;
    const permissions = useMemo(() => rolePermissionsAssignment(id), [id]);
    return (
      <RecordPage
        resource={rolesResource}
        row={role}
        subtitle={<Anchor component={Link} to="/admin/roles">Back to Roles</Anchor>}
        onSaved={() => void navigate({ to: '/admin/roles', search: { page: 1, size: 10 } })}
        onCancel={() => void navigate({ to: '/admin/roles', search: { page: 1, size: 10 } })}
      >
        <AssignmentPanel assignment={permissions} />
      </RecordPage>
    );
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { useSignedInUserName } from '../../../resources/session';
import { usersResource, usersResourceFor } from '../../../resources/users';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/users/')({
  ...listPage('users'),
  loader: ({ context, deps }) => loadView(context.queryClient, usersResource, deps.search),
  component: function Users() {
    const navigate = Route.useNavigate();
    // Which row is the signed-in user's own: actions that would lock them out are not offered there.
    const me = useSignedInUserName();
    const resource = useMemo(() => usersResourceFor(me), [me]);
    return <ResourceScreen resource={resource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

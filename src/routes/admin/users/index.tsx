import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { usersResource } from '../../../resources/users';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/users/')({
  ...listPage('users', 'Users'),
  loader: ({ context, deps }) => loadList(context.queryClient, usersResource.list.query(deps.search)),
  component: function Users() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={usersResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

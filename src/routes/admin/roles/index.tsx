import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { rolesResource } from '../../../resources/roles';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/roles/')({
  ...listPage('roles'),
  loader: ({ context, deps }) => loadList(context.queryClient, rolesResource.list.query(deps.search)),
  component: function Roles() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={rolesResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { rolesResource } from '../../../resources/roles';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/roles/')({
  ...listPage('roles'),
  loader: ({ context, deps }) => loadView(context.queryClient, rolesResource, deps.search),
  component: function Roles() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={rolesResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

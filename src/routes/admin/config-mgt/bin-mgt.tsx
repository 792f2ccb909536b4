import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { binsResource } from '../../../resources/bins';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/bin-mgt')({
  ...listPage('bin-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, binsResource, deps.search),
  component: function BinManagement() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={binsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { disputesResource } from '../../../resources/disputes';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/dispute-mgt/dispute-report')({
  ...listPage('dispute-report'),
  loader: ({ context, deps }) => loadView(context.queryClient, disputesResource, deps.search),
  component: function DisputeReport() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={disputesResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { segmentsResource } from '../../../resources/catalogue';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/segments-mgt')({
  ...listPage('segments-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, segmentsResource, deps.search),
  component: function CustomerSegments() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={segmentsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

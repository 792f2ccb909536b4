import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { segmentsResource } from '../../../resources/catalogue';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/segments-mgt')({
  ...listPage('segments-mgt'),
  loader: ({ context, deps }) => loadList(context.queryClient, segmentsResource.list.query(deps.search)),
  component: function CustomerSegments() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={segmentsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

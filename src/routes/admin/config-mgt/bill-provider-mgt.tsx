import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { billProvidersResource } from '../../../resources/bills';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/bill-provider-mgt')({
  ...listPage('bill-provider-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, billProvidersResource, deps.search),
  component: function BillProviders() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={billProvidersResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

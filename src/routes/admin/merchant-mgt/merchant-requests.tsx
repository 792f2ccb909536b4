import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { merchantRequestsResource } from '../../../resources/merchants';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/merchant-mgt/merchant-requests')({
  ...listPage('merchant-requests'),
  loader: ({ context, deps }) => loadView(context.queryClient, merchantRequestsResource, deps.search),
  component: function MerchantRequests() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={merchantRequestsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

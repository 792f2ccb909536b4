import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { bankServiceRequestsResource } from '../../../resources/requests';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/service-req/service-request')({
  ...listPage('bank-service-request'),
  loader: ({ context, deps }) => loadView(context.queryClient, bankServiceRequestsResource, deps.search),
  component: function BankServiceRequests() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={bankServiceRequestsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

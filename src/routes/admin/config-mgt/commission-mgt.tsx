import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { commissionRatesResource } from '../../../resources/commission';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/commission-mgt')({
  ...listPage('commission-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, commissionRatesResource, deps.search),
  component: function CommissionRates() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={commissionRatesResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

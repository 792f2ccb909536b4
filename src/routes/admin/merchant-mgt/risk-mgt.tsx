import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { riskProfilesResource } from '../../../resources/merchants';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/merchant-mgt/risk-mgt')({
  ...listPage('risk-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, riskProfilesResource, deps.search),
  component: function RiskProfiles() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={riskProfilesResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { merchantCommissionProfilesResource } from '../../../resources/merchants';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/merchant-mgt/comm-profile')({
  ...listPage('comm-profile'),
  loader: ({ context, deps }) => loadView(context.queryClient, merchantCommissionProfilesResource, deps.search),
  component: function CommissionProfiles() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={merchantCommissionProfilesResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

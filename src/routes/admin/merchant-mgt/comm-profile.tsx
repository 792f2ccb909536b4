import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { merchantCommissionProfilesResource } from '../../../resources/merchants';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/merchant-mgt/comm-profile')({
  ...listPage('comm-profile'),
  loader: ({ context, deps }) => loadList(context.queryClient, merchantCommissionProfilesResource.list.query(deps.search)),
  component: function CommissionProfiles() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={merchantCommissionProfilesResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

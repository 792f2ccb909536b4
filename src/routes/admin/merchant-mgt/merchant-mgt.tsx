import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { merchantsResource } from '../../../resources/merchants';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/merchant-mgt/merchant-mgt')({
  ...listPage('merchant-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, merchantsResource, deps.search),
  component: function Merchants() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={merchantsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

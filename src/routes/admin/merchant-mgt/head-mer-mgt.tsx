import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { headMerchantsResource } from '../../../resources/merchants';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/merchant-mgt/head-mer-mgt')({
  ...listPage('head-mer-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, headMerchantsResource, deps.search),
  component: function HeadMerchants() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={headMerchantsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

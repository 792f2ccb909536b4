import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { promotionsResource } from '../../../resources/catalogue';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/promo-mgt')({
  ...listPage('promo-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, promotionsResource, deps.search),
  component: function Promotions() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={promotionsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

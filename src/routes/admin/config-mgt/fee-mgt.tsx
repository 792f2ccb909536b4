import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { feesResource } from '../../../resources/other-config';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/fee-mgt')({
  ...listPage('fee-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, feesResource, deps.search),
  component: function FeesAndCharges() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={feesResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

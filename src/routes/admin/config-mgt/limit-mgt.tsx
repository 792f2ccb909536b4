import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { transactionLimitsResource } from '../../../resources/other-config';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/limit-mgt')({
  ...listPage('limit-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, transactionLimitsResource, deps.search),
  component: function TransactionLimits() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={transactionLimitsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

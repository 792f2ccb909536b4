import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { banksResource } from '../../../resources/banks';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/bank-mgt')({
  ...listPage('bank-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, banksResource, deps.search),
  component: function BankManagement() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={banksResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { bankLocatorsResource } from '../../../resources/banks';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/bank-locator')({
  ...listPage('bank-locator'),
  loader: ({ context, deps }) => loadView(context.queryClient, bankLocatorsResource, deps.search),
  component: function BankLocators() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={bankLocatorsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

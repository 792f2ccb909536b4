import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { customersResource } from '../../../resources/customers';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/customer-mgt/customers')({
  ...listPage('customers'),
  loader: ({ context, deps }) => loadList(context.queryClient, customersResource.list.query(deps.search)),
  component: function Customers() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={customersResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

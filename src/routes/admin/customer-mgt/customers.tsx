import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { customersResource } from '../../../resources/customers';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/customer-mgt/customers')({
  ...listPage('customers'),
  loader: ({ context, deps }) => loadView(context.queryClient, customersResource, deps.search),
  component: function Customers() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={customersResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

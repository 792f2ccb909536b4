import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { loadList } from '../../../../components/crud/load-list';
import { ResourceScreen } from '../../../../components/crud/resource-screen';
import { CustomerSubtitle } from '../../../../components/customers/customer-subtitle';
import { NotFoundPage } from '../../../../components/shell/not-found-page';
import { customerName, mandatesResource, requireCustomer, useCustomer } from '../../../../resources/customers';
import { listPage } from '../../../-list-page';

export const Route = createFileRoute('/admin/customer-mgt/$id/user-mandates')({
  ...listPage('user-mandates'),
  // Handled here, so an id that names no customer shows the 404 inside the shell.
  notFoundComponent: NotFoundPage,
  loader: async ({ context, deps, params }) => {
    const customer = await requireCustomer(context.queryClient, params.id);
    await loadList(context.queryClient, mandatesResource(customer).list.query(deps.search));
  },
  component: function UserMandates() {
    const customer = useCustomer(Route.useParams().id);
    const navigate = Route.useNavigate();
    const resource = useMemo(() => mandatesResource(customer), [customer]);
    return (
      <ResourceScreen
        resource={resource}
        search={Route.useSearch()}
        onSearchChange={(search) => void navigate({ search })}
        subtitle={<CustomerSubtitle customerId={customer.customerId} name={customerName(customer)} />}
      />
    );
  },
});

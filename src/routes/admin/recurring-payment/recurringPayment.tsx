import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { recurringPaymentsResource } from '../../../resources/requests';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/recurring-payment/recurringPayment')({
  ...listPage('recurringPayment'),
  loader: ({ context, deps }) => loadView(context.queryClient, recurringPaymentsResource, deps.search),
  component: function RecurringPayments() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={recurringPaymentsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { creditCardApplicationsResource } from '../../../resources/credit-cards';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/credit-cards/applications')({
  ...listPage('applications'),
  loader: ({ context, deps }) => loadView(context.queryClient, creditCardApplicationsResource, deps.search),
  component: function CreditCardApplications() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={creditCardApplicationsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

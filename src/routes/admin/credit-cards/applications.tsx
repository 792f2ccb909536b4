import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { creditCardApplicationsResource } from '../../../resources/credit-cards';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/credit-cards/applications')({
  ...listPage('applications'),
  loader: ({ context, deps }) => loadList(context.queryClient, creditCardApplicationsResource.list.query(deps.search)),
  component: function CreditCardApplications() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={creditCardApplicationsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

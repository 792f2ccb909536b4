import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { cardInstallmentsResource } from '../../../resources/credit-cards';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/credit-cards/installments')({
  ...listPage('installments'),
  loader: ({ context, deps }) => loadView(context.queryClient, cardInstallmentsResource, deps.search),
  component: function CardInstallments() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={cardInstallmentsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

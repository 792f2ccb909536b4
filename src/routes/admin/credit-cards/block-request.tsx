import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { cardBlockRequestsResource } from '../../../resources/credit-cards';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/credit-cards/block-request')({
  ...listPage('block-request'),
  loader: ({ context, deps }) => loadView(context.queryClient, cardBlockRequestsResource, deps.search),
  component: function CardBlockRequests() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={cardBlockRequestsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { offersResource } from '../../../resources/banners';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/banner-mgt/offers-promotion')({
  ...listPage('offers-promotion'),
  loader: ({ context, deps }) => loadView(context.queryClient, offersResource, deps.search),
  component: function OffersAndPromotions() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={offersResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

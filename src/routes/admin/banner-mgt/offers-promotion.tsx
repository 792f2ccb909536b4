import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { offersResource } from '../../../resources/banners';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/banner-mgt/offers-promotion')({
  ...listPage('offers-promotion'),
  loader: ({ context, deps }) => loadList(context.queryClient, offersResource.list.query(deps.search)),
  component: function OffersAndPromotions() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={offersResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

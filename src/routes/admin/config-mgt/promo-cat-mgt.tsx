import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { promotionCategoriesResource } from '../../../resources/catalogue';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/promo-cat-mgt')({
  ...listPage('promo-cat-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, promotionCategoriesResource, deps.search),
  component: function PromotionCategories() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={promotionCategoriesResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

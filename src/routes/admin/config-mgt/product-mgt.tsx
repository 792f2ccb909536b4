import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { productsResource } from '../../../resources/catalogue';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/product-mgt')({
  ...listPage('product-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, productsResource, deps.search),
  component: function Products() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={productsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

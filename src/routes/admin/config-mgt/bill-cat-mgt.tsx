import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { billCategoriesResource } from '../../../resources/bills';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/bill-cat-mgt')({
  ...listPage('bill-cat-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, billCategoriesResource, deps.search),
  component: function BillCategories() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={billCategoriesResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

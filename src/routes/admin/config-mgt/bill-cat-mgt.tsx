import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { billCategoriesResource } from '../../../resources/bills';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/bill-cat-mgt')({
  ...listPage('bill-cat-mgt'),
  loader: ({ context, deps }) => loadList(context.queryClient, billCategoriesResource.list.query(deps.search)),
  component: function BillCategories() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={billCategoriesResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

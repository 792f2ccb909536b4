import { createFileRoute } from '@tanstack/react-router';
import { validateListSearch } from '../../../components/crud/list-search';
import { loadList } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { banksResource } from '../../../resources/banks';
import { requirePage } from '../../../resources/session';

export const Route = createFileRoute('/admin/config-mgt/bank-mgt')({
  staticData: { title: 'Bank Management' },
  validateSearch: validateListSearch,
  beforeLoad: requirePage('bank-mgt', 'Bank Management'),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadList(context.queryClient, banksResource.list.query(deps.search)),
  component: function BankManagement() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={banksResource} search={search} onSearchChange={(next) => void navigate({ search: next })} />;
  },
});

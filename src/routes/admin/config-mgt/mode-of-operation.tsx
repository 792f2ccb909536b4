import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { modesOfOperationResource } from '../../../resources/other-config';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/mode-of-operation')({
  ...listPage('mode-of-operation'),
  loader: ({ context, deps }) => loadView(context.queryClient, modesOfOperationResource, deps.search),
  component: function ModesOfOperation() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={modesOfOperationResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

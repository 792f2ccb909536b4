import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { templatesResource } from '../../../resources/catalogue';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/template-mgt')({
  ...listPage('template-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, templatesResource, deps.search),
  component: function Templates() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={templatesResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

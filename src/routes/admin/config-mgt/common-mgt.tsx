import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { commonConfigsResource } from '../../../resources/other-config';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/common-mgt')({
  ...listPage('common-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, commonConfigsResource, deps.search),
  component: function CommonConfiguration() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={commonConfigsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

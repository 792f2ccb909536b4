import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { mobileConfigsResource } from '../../../resources/other-config';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/mobile-config-mgt')({
  ...listPage('mobile-config-mgt'),
  loader: ({ context, deps }) => loadList(context.queryClient, mobileConfigsResource.list.query(deps.search)),
  component: function MobileConfiguration() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={mobileConfigsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

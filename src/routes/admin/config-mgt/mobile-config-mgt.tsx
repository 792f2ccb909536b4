import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { mobileConfigsResource } from '../../../resources/other-config';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/mobile-config-mgt')({
  ...listPage('mobile-config-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, mobileConfigsResource, deps.search),
  component: function MobileConfiguration() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={mobileConfigsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { mobileVersionsResource } from '../../../resources/other-config';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/mobile-version-mgt')({
  ...listPage('mobile-version-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, mobileVersionsResource, deps.search),
  component: function MobileVersions() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={mobileVersionsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { bannersResource } from '../../../resources/banners';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/banner-mgt/banner-management')({
  ...listPage('banner-management'),
  loader: ({ context, deps }) => loadView(context.queryClient, bannersResource, deps.search),
  component: function Banners() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={bannersResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

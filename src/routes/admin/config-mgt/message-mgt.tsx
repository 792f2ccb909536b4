import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { messageConfigsResource } from '../../../resources/other-config';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/message-mgt')({
  ...listPage('message-mgt'),
  loader: ({ context, deps }) => loadView(context.queryClient, messageConfigsResource, deps.search),
  component: function MessageConfiguration() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={messageConfigsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

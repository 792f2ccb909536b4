import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../../components/crud/load-list';
import { ResourceScreen } from '../../../../components/crud/resource-screen';
import { inboxResource } from '../../../../resources/inbox';
import { listPage } from '../../../-list-page';

export const Route = createFileRoute('/admin/inbox/inbox-view/')({
  ...listPage('inbox-view'),
  loader: ({ context, deps }) => loadView(context.queryClient, inboxResource, deps.search),
  component: function Inbox() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={inboxResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

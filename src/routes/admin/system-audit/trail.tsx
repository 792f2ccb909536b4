import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { auditTrailResource } from '../../../resources/audit';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/system-audit/trail')({
  ...listPage('trail'),
  loader: ({ context, deps }) => loadView(context.queryClient, auditTrailResource, deps.search),
  component: function AuditTrail() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={auditTrailResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { auditTrailResource } from '../../../resources/audit';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/system-audit/trail')({
  ...listPage('trail'),
  loader: ({ context, deps }) => loadList(context.queryClient, auditTrailResource.list.query(deps.search)),
  component: function AuditTrail() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={auditTrailResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

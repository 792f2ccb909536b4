import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import { termsResource } from '../../../resources/catalogue';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/config-mgt/terms-conditions')({
  ...listPage('terms-conditions'),
  loader: ({ context, deps }) => loadView(context.queryClient, termsResource, deps.search),
  component: function TermsAndConditions() {
    const navigate = Route.useNavigate();
    return <ResourceScreen resource={termsResource} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

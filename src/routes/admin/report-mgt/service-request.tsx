import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ReportScreen } from '../../../components/reports/report-screen';
import { serviceRequestReport } from '../../../resources/reports';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/report-mgt/service-request')({
  ...listPage('service-request'),
  loader: ({ context, deps }) => loadView(context.queryClient, serviceRequestReport, deps.search),
  component: function ServiceRequests() {
    const navigate = Route.useNavigate();
    return <ReportScreen report={serviceRequestReport} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

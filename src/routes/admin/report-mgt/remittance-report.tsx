import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ReportScreen } from '../../../components/reports/report-screen';
import { remittanceReport } from '../../../resources/reports';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/report-mgt/remittance-report')({
  ...listPage('remittance-report'),
  loader: ({ context, deps }) => loadView(context.queryClient, remittanceReport, deps.search),
  component: function RemittanceReport() {
    const navigate = Route.useNavigate();
    return <ReportScreen report={remittanceReport} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

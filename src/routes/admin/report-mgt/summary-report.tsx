import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ReportScreen } from '../../../components/reports/report-screen';
import { summaryReport } from '../../../resources/reports';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/report-mgt/summary-report')({
  ...listPage('summary-report'),
  loader: ({ context, deps }) => loadView(context.queryClient, summaryReport, deps.search),
  component: function SummaryReport() {
    const navigate = Route.useNavigate();
    return <ReportScreen report={summaryReport} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

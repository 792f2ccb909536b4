import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ReportScreen } from '../../../components/reports/report-screen';
import { yearSummaryReport } from '../../../resources/reports';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/report-mgt/year-summary-report')({
  ...listPage('year-summary-report'),
  loader: ({ context, deps }) => loadView(context.queryClient, yearSummaryReport, deps.search),
  component: function YearSummaryReport() {
    const navigate = Route.useNavigate();
    return <ReportScreen report={yearSummaryReport} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { loadList } from '../../../components/crud/load-list';
import { loadCharts } from '../../../components/dashboard/load-charts';
import { ReportScreen } from '../../../components/reports/report-screen';
import { yearSummaryReport } from '../../../resources/reports';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/report-mgt/year-summary-report')({
  ...listPage('year-summary-report', 'Year Summary Report'),
  // The chart module loads beside the data and the screen, as on the dashboard.
  loader: ({ context, deps }) => {
    void loadCharts();
    return loadList(context.queryClient, yearSummaryReport.list.query(deps.search));
  },
  component: function YearSummaryReport() {
    const navigate = Route.useNavigate();
    return <ReportScreen report={yearSummaryReport} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

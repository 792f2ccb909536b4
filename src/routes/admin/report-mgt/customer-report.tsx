import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ReportScreen } from '../../../components/reports/report-screen';
import { customerReport } from '../../../resources/reports';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/report-mgt/customer-report')({
  ...listPage('customer-report'),
  loader: ({ context, deps }) => loadView(context.queryClient, customerReport, deps.search),
  component: function CustomerReport() {
    const navigate = Route.useNavigate();
    return <ReportScreen report={customerReport} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

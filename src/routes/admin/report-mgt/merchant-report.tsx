import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ReportScreen } from '../../../components/reports/report-screen';
import { merchantReport } from '../../../resources/reports';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/report-mgt/merchant-report')({
  ...listPage('merchant-report'),
  loader: ({ context, deps }) => loadView(context.queryClient, merchantReport, deps.search),
  component: function MerchantReport() {
    const navigate = Route.useNavigate();
    return <ReportScreen report={merchantReport} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

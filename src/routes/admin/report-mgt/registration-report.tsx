import { createFileRoute } from '@tanstack/react-router';
import { loadView } from '../../../components/crud/load-list';
import { ReportScreen } from '../../../components/reports/report-screen';
import { registrationReport } from '../../../resources/reports';
import { listPage } from '../../-list-page';

export const Route = createFileRoute('/admin/report-mgt/registration-report')({
  ...listPage('registration-report'),
  loader: ({ context, deps }) => loadView(context.queryClient, registrationReport, deps.search),
  component: function RegistrationReport() {
    const navigate = Route.useNavigate();
    return <ReportScreen report={registrationReport} search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
  },
});

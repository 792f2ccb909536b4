import { createFileRoute } from '@tanstack/react-router';
import { RecordDetail } from '../../../components/reports/record-detail';
import { remittanceDetailView, remittanceTransactionQuery } from '../../../resources/reports';
import { requirePage } from '../../../resources/session';
import { useSuspenseQuery } from '@tanstack/react-query';

export const Route = createFileRoute('/admin/report-mgt/$id')({
  staticData: { title: 'Report Detail' },
  beforeLoad: requirePage('report-detail', 'Report Detail'),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(remittanceTransactionQuery(params.id)),
  component: function ReportDetail() {
    const { id } = Route.useParams();
    const { data } = useSuspenseQuery({ ...remittanceTransactionQuery(id), select: remittanceDetailView });
    return <RecordDetail view={data} back={{ label: 'Back to Remittance Report', link: { to: '/admin/report-mgt/remittance-report' } }} />;
  },
});

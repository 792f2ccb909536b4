import { createFileRoute, notFound } from '@tanstack/react-router';
import { RecordDetail } from '../../../components/reports/record-detail';
import { NotFoundPage } from '../../../components/shell/not-found-page';
import { remittanceDetailView, remittanceTransactionQuery } from '../../../resources/reports';
import { fitsPath } from '../../../resources/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { page } from '../../-list-page';

export const Route = createFileRoute('/admin/report-mgt/$id')({
  ...page('report-detail'),
  // Handled here, so an id that is malformed or names nothing shows the 404 inside the shell.
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) => {
    if (!(await fitsPath('zGetRemittanceTransactionPath', { transactionId: params.id }))) throw notFound();
    return context.queryClient.ensureQueryData(remittanceTransactionQuery(params.id));
  },
  component: function ReportDetail() {
    const { id } = Route.useParams();
    const { data } = useSuspenseQuery({ ...remittanceTransactionQuery(id), select: remittanceDetailView });
    return <RecordDetail view={data} back={{ label: 'Back to Remittance Report', link: { to: '/admin/report-mgt/remittance-report' } }} />;
  },
});

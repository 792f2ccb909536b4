import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../components/shell/not-found-page';
import { requireCustomer, requireTransaction, useCustomer } from '../../../../../resources/customers';
import { requirePage } from '../../../../../resources/session';
import { TransactionDetail } from '../../-transaction-detail';

export const Route = createFileRoute('/admin/customer-mgt/$id/transaction-history/$txid')({
  staticData: { title: 'Transaction Detail' },
  beforeLoad: requirePage('transaction-detail', 'Transaction Detail'),
  // Handled here, so an id that names no customer or transaction shows the 404 inside the shell.
  notFoundComponent: NotFoundPage,
  loader: async ({ context, params }) => {
    const customer = await requireCustomer(context.queryClient, params.id);
    if (!(await requireTransaction(context.queryClient, params.txid, customer))) throw notFound();
  },
  component: function TransactionDetailPage() {
    const { id, txid } = Route.useParams();
    return <TransactionDetail customer={useCustomer(id)} transId={txid} />;
  },
});

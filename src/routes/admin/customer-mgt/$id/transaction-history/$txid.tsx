import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../../components/shell/not-found-page';
import { requireCustomer, requireTransaction, useCustomer } from '../../../../../resources/customers';
import { TransactionDetail } from '../../-transaction-detail';
import { page } from '../../../../-list-page';

export const Route = createFileRoute('/admin/customer-mgt/$id/transaction-history/$txid')({
  ...page('transaction-detail'),
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

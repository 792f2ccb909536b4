import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../components/shell/not-found-page';
import { walletHistoryResource } from '../../../../resources/customers';
import { listPage } from '../../../-list-page';
import { customerListLoader } from '../-customer-list';
import { CustomerListScreen } from '../-customer-list-screen';

export const Route = createFileRoute('/admin/customer-mgt/$id/wallet-history')({
  ...listPage('wallet-history', 'Wallet History'),
  // Handled here, so an id that names no customer shows the 404 inside the shell.
  notFoundComponent: NotFoundPage,
  loader: customerListLoader(walletHistoryResource),
  component: function WalletHistory() {
    return <CustomerListScreen route={Route} listOf={walletHistoryResource} />;
  },
});

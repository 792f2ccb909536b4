import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../components/shell/not-found-page';
import { paymentInstrumentsResource } from '../../../../resources/customers';
import { listPage } from '../../../-list-page';
import { customerListLoader } from '../-customer-list';
import { CustomerListScreen } from '../-customer-list-screen';

export const Route = createFileRoute('/admin/customer-mgt/$id/paymet_instruments')({
  ...listPage('paymet_instruments', 'Payment Instruments'),
  // Handled here, so an id that names no customer shows the 404 inside the shell.
  notFoundComponent: NotFoundPage,
  loader: customerListLoader(paymentInstrumentsResource),
  component: function PaymentInstruments() {
    return <CustomerListScreen route={Route} listOf={paymentInstrumentsResource} />;
  },
});

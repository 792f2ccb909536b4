import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../../components/shell/not-found-page';
import { devicesResource } from '../../../../resources/customers';
import { listPage } from '../../../-list-page';
import { customerListLoader } from '../-customer-list';
import { CustomerListScreen } from '../-customer-list-screen';

export const Route = createFileRoute('/admin/customer-mgt/$id/devices-list')({
  ...listPage('devices-list', 'Customer Devices'),
  // Handled here, so an id that names no customer shows the 404 inside the shell.
  notFoundComponent: NotFoundPage,
  loader: customerListLoader(devicesResource),
  component: function CustomerDevices() {
    return <CustomerListScreen route={Route} listOf={devicesResource} />;
  },
});

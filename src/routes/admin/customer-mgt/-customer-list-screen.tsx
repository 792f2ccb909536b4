/** The screen every customer sub-list route shares (its loader: `-customer-list.ts`). */
import { useMemo } from 'react';
import { ParentSubtitle } from '../../../components/crud/parent-subtitle';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import type { FormValues } from '../../../components/crud/types';
import { useListRoute, type ListRoute } from '../../../components/crud/use-list-controller';
import { customerName, useCustomer } from '../../../resources/customers';
import type { CustomerList } from './-customer-list';

/** A customer's list (devices, payment instruments, ...) under the customer's name, its view in the URL. */
export function CustomerListScreen<Row extends Record<string, unknown>, Input extends FormValues, Raw>({
  route,
  listOf,
}: {
  route: ListRoute & { useParams: () => { id: string } };
  listOf: CustomerList<Row, Input, Raw>;
}) {
  const customer = useCustomer(route.useParams().id);
  const view = useListRoute(route);
  const resource = useMemo(() => listOf(customer), [listOf, customer]);
  const link = { to: '/admin/customer-mgt/$id', params: { id: String(customer.customerId) } } as const;
  return <ResourceScreen resource={resource} {...view} subtitle={<ParentSubtitle of={`Customer ${customerName(customer)}`} back="Back to the customer" link={link} />} />;
}

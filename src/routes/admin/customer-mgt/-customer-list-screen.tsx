/** The screen every customer sub-list route shares (its loader: `-customer-list.ts`). */
import { useMemo } from 'react';
import { ResourceScreen } from '../../../components/crud/resource-screen';
import type { FormValues, ListSearch } from '../../../components/crud/types';
import { CustomerSubtitle } from '../../../components/customers/customer-subtitle';
import { customerName, useCustomer } from '../../../resources/customers';
import type { CustomerList } from './-customer-list';

/** What the screen reads of its route: the customer's id, the list's view in the URL, and a way to change it. */
export type CustomerListRoute = {
  useParams: () => { id: string };
  useSearch: () => ListSearch;
  useNavigate: () => (options: { search: ListSearch }) => Promise<void>;
};

/** A customer's list (devices, payment instruments, ...) under the customer's name, its view in the URL. */
export function CustomerListScreen<Row extends Record<string, unknown>, Input extends FormValues, Raw>({ route, listOf }: { route: CustomerListRoute; listOf: CustomerList<Row, Input, Raw> }) {
  const customer = useCustomer(route.useParams().id);
  const navigate = route.useNavigate();
  const resource = useMemo(() => listOf(customer), [listOf, customer]);
  return (
    <ResourceScreen
      resource={resource}
      search={route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
      subtitle={<CustomerSubtitle customerId={customer.customerId} name={customerName(customer)} />}
    />
  );
}

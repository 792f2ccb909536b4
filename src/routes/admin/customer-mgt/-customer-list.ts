/** The loader every customer sub-list route shares (its screen: `-customer-list-screen.tsx`, a chunk of its own). */
import type { QueryClient } from '@tanstack/react-query';
import { loadView } from '../../../components/crud/load-list';
import type { FormValues, ListSearch, ResourceDefinition } from '../../../components/crud/types';
import { requireCustomer, type Customer } from '../../../resources/customers';

/** A customer's list, e.g. `devicesResource`. */
export type CustomerList<Row, Input extends FormValues, Raw> = (customer: Customer) => ResourceDefinition<Row, Input, Raw>;

/** The loader of a customer's list: the customer (the 404 page when the id names none), then the list's answer started. */
export function customerListLoader<Row, Input extends FormValues, Raw>(listOf: CustomerList<Row, Input, Raw>) {
  return async ({ context, deps, params }: { context: { queryClient: QueryClient }; deps: { search: ListSearch }; params: { id: string } }) => {
    const customer = await requireCustomer(context.queryClient, params.id);
    await loadView(context.queryClient, listOf(customer), deps.search);
  };
}

/**
 * The merchant dropdown steps (specification section 4: 1 heads, 2 merchants, 3 terminals)
 * as a cascading choice, from `GET /merchants/merchantDropdowns`. Kept apart from the merchant
 * screens so a report's filters can use it without loading them.
 */
import { getListMerchantDropdownOptionsQueryOptions } from '../../generated/hooks/merchants/merchants';
import type { ListMerchantDropdownOptionsResponse } from '../../generated/hey-api/types.gen';
import type { Cascade, CascadeStep } from '../components/crud/cascade';
import { optionsFrom } from '../components/crud/sources';

type Step = 'heads' | 'merchants' | 'terminals';

const choicesOf = (type: Step, id: string | null) =>
  optionsFrom(getListMerchantDropdownOptionsQueryOptions(id === null ? { type } : { type, id }), (raw: ListMerchantDropdownOptionsResponse) => raw.data);

/** The form field or filter names of the steps a screen uses; a step left out ends the cascade there (the head step is always first). */
export type MerchantCascadeNames<Name extends string = string> = { head: Name; merchant?: Name; terminal?: Name };

/**
 * Head merchant -> merchant -> terminal, each step's choices by name (values: head merchant
 * id, MID, terminal id). E.g. `merchantCascade({ head: 'headMerchantId', merchant: 'mid' })`
 * for a filter of merchants by head merchant and outlet.
 */
export function merchantCascade<Name extends string>(names: MerchantCascadeNames<Name>, labels: { head?: string; merchant?: string; terminal?: string } = {}): Cascade<Name> {
  const steps: CascadeStep<Name>[] = [{ name: names.head, label: labels.head ?? 'Head Merchant', choices: () => choicesOf('heads', null) }];
  if (names.merchant === undefined) return steps;
  steps.push({ name: names.merchant, label: labels.merchant ?? 'Merchant', choices: (head) => (head === null ? null : choicesOf('merchants', head)) });
  if (names.terminal === undefined) return steps;
  steps.push({ name: names.terminal, label: labels.terminal ?? 'Terminal', choices: (mid) => (mid === null ? null : choicesOf('terminals', mid)) });
  return steps;
}

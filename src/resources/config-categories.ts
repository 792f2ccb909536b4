/** The statuses of a configuration category (`GET /configs?categoryId=`): 11 credit card, 12 recurring payment (specification section 9). */
import { getGetConfigsQueryOptions } from '../../generated/hooks/configs/configs';
import type { ConfigCategoryStatus } from '../../generated/hey-api/types.gen';
import { optionsFrom } from '../components/crud/sources';
import type { OptionSource } from '../components/crud/types';

export const CREDIT_CARD_CATEGORY = 11;
export const RECURRING_PAYMENT_CATEGORY = 12;

/** A category's statuses as choices: `value` is what `pick` reads (the code or the id), `label` the description. */
export function categoryStatuses(categoryId: typeof CREDIT_CARD_CATEGORY | typeof RECURRING_PAYMENT_CATEGORY, pick: (status: ConfigCategoryStatus) => string): OptionSource {
  return optionsFrom(getGetConfigsQueryOptions({ categoryId }), (raw) =>
    (raw.data.categoryConfigs ?? [])
      .filter((category) => category.categoryId === categoryId)
      .flatMap((category) => category.statuses)
      .map((status) => ({ value: pick(status), label: status.description })),
  );
}

/**
 * A cascading choice: selects in steps where each step's choices depend on the value chosen one
 * step above, e.g. head merchant -> merchant -> terminal (specification section 4, merchant
 * dropdown steps 1, 2, 3). Changing a step clears every step below it; a step whose step above
 * has no value offers no choices (disabled) until one is chosen.
 *
 * The definition (which steps, where their choices come from) is data in `src/resources/`;
 * the same cascade becomes form fields or list filters:
 *
 * ```ts
 * fields: [...cascadeFields(merchantCascade({ head: 'headMerchantId', merchant: 'mid' })), ...]
 * filters: cascadeFilters(merchantCascade({ head: 'headMerchantId', merchant: 'mid', terminal: 'tid' }))
 * ```
 */
import type { FieldDef, FilterDef, OptionSource } from './types';

/** One step: the form field or filter it fills, its label, and its choices for the value chosen above (null for the first step). */
export type CascadeStep<Name extends string = string> = {
  name: Name;
  label: string;
  choices: (above: string | null) => OptionSource | null;
};

/** The steps of a cascading choice, highest first. */
export type Cascade<Name extends string = string> = readonly CascadeStep<Name>[];

const valueOf = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : String(value as string | number));

/** The step's choice source for the values chosen so far: the first step's always, a lower step's only once the step above has a value. */
function sourceOf(cascade: Cascade, index: number, values: Record<string, unknown>): OptionSource | null {
  const step = cascade[index];
  if (!step) return null;
  if (index === 0) return step.choices(null);
  const above = valueOf(values[cascade[index - 1]?.name ?? '']);
  return above === null ? null : step.choices(above);
}

/** The names of the steps below `index`: what a change of that step clears. */
const below = <Name extends string>(cascade: Cascade<Name>, index: number) => cascade.slice(index + 1).map((step) => step.name);

/** The cascade as form fields (each a select; `extra` adds e.g. a description or `readOnlyOnEdit` per field name). */
export function cascadeFields<Name extends string>(cascade: Cascade<Name>, extra: Partial<Record<NoInfer<Name>, Partial<FieldDef<NoInfer<Name>>>>> = {}): FieldDef<Name>[] {
  return cascade.map((step, index) => ({
    name: step.name,
    label: step.label,
    widget: 'select',
    optionsFrom: (values) => sourceOf(cascade, index, values),
    clears: below(cascade, index),
    ...(index > 0 ? { placeholder: `Choose ${cascade[index - 1]?.label ?? ''} first` } : {}),
    ...extra[step.name],
  }));
}

/** The cascade as list filters (selects kept in the URL). */
export function cascadeFilters(cascade: Cascade): FilterDef[] {
  return cascade.map((step, index) => ({
    name: step.name,
    label: step.label,
    widget: 'select',
    optionsFrom: (filters) => sourceOf(cascade, index, filters),
    clears: below(cascade, index),
  }));
}

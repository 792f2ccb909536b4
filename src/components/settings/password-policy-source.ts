/**
 * What the password policy editor reads and saves, without the editor itself: definitions
 * build a source here, so list screens that share their module do not load the editor.
 */
import type { ListQuery } from '../crud/types';

/** One password rule of the identity realm (`PasswordPolicy` in the contract). */
export type PolicyRule = { realmName: string; description: string; takesValue: boolean; unit?: string; value?: number | null };

/** A rule the tenant uses: it carries a value (1 for a rule that takes no number). */
export type AssignedRule = PolicyRule & { value: number };

/** The tenant's rules, split into those it does not use and those it uses. */
export type PolicyLists = { available: PolicyRule[]; assigned: AssignedRule[] };

/**
 * Where the editor reads and saves the rules: a generated query and how to read the two lists
 * from its answer, the save of the whole assigned list with its notice, and the range a value
 * may take. Build one with `passwordPolicyFrom`.
 */
export type PasswordPolicySource = {
  query: ListQuery<unknown>;
  select: (raw: unknown) => PolicyLists;
  save: (assigned: AssignedRule[]) => Promise<unknown>;
  notice: string;
  range: { min: number; max: number };
};

/** A typed password policy source, its answer type hidden (like `optionsFrom`). */
export function passwordPolicyFrom<Raw>(
  query: ListQuery<Raw>,
  select: (raw: Raw) => PolicyLists,
  rest: Omit<PasswordPolicySource, 'query' | 'select'>,
): PasswordPolicySource {
  return { query: query as ListQuery<unknown>, select: select as (raw: unknown) => PolicyLists, ...rest };
}

/** The value a rule gets when it is moved to the assigned list (specification section 4). */
export const ASSIGNED_VALUE = 1;


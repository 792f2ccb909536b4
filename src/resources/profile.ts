/** The signed-in user's profile (`/admin/profile`): the tenant's password policy and the password change. */
import { getGetPasswordPolicyQueryOptions } from '../../generated/hooks/other-config/other-config';
import { changePassword } from '../../generated/hooks/session/session';
import type { ChangePasswordInput } from '../../generated/hey-api/types.gen';
import { passwordRules } from '../components/profile/password-rules';
import { contractSchemas } from './shared';

/** The tenant's password policy in words (its assigned policies). */
export const passwordPolicyQuery = () =>
  getGetPasswordPolicyQueryOptions({ query: { select: (raw) => passwordRules(raw.data.passwordPoliciesAssigned), staleTime: 5 * 60_000 } });

/** The contract's schema of the change-password request, from the contract chunk. */
export const changePasswordSchema = () => contractSchemas().then((m) => m.zChangePasswordInput);

/** Changes the signed-in user's password (specification section 8 names the notice). */
export const passwordChange = {
  run: (change: ChangePasswordInput) => changePassword(change),
  notice: 'Password Updated Successfully',
};

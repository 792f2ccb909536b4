import { knownEntry } from '../lib/known-codes';

/**
 * What each permission code allows, in words, for the signed-in user's own profile (which may not
 * read the tenant's permission list: that takes role_get or user_get). The wording follows the
 * tenant's permission descriptions (`GET /roles/tenant`); a code not listed here is shown as it is.
 */
const PERMISSION_NAMES: Readonly<Record<string, string>> = {
  role: 'User Management menu, roles',
  role_get: 'View roles',
  role_add: 'Add roles',
  role_delete: 'Delete roles',
  user: 'User Management menu, users',
  user_get: 'View users',
  user_add: 'Add users',
  user_update: 'Edit users',
  user_delete: 'Delete users',
  BANK: 'Config Management, banners and offers',
  CUSTOMER: 'Customers, credit cards and recurring payments',
  ROLE_CUSTOMER_KYC: 'Customer KYC video call',
  MERCHANT: 'Merchant Management',
  INBOX: 'Message inbox and history',
  REPORT: 'Reports and bank service requests',
  DISPUTE: 'Dispute report',
  AUTHORIZATION: 'Dual-control authorization requests',
  AUDIT: 'System audit trail',
};

/** What a permission code allows, in words (the code itself when the console does not know it). */
export function permissionName(code: string): string {
  return knownEntry(PERMISSION_NAMES, code) ?? code;
}

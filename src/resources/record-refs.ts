/**
 * Where a related record is shown when a list names it by its code (`ColumnDef.refers`): a bank in
 * Bank Management searched for its code (its row, with its details and branches), a branch in its
 * bank's branch list searched for its code. Links only: no generated calls here, so any area may use them.
 */
import type { LinkOptions } from '@tanstack/react-router';

/** The page a bank is shown on, and its link for a bank code. */
export const BANK_PAGE = 'bank-mgt';
export const bankLink = (bankCode: string): LinkOptions => ({ to: '/admin/config-mgt/bank-mgt', search: { page: 1, size: 10, search: bankCode } });

/** The page a branch is shown on, and its link for a bank and branch code. */
export const BRANCH_PAGE = 'branches';
export const branchLink = (bankCode: string, branchCode: string): LinkOptions => ({
  to: '/admin/config-mgt/$id/branches',
  params: { id: bankCode },
  search: { page: 1, size: 10, search: branchCode },
});

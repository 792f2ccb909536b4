/**
 * The fixed minimum permission of every admin page, by page id (specification section 6 and
 * the page list of `GET /frontend/components`): BANK for Config Management and banners, the
 * user and role flags, MERCHANT, CUSTOMER, INBOX, REPORT, DISPUTE, AUTHORIZATION, AUDIT.
 * `null` only for the pages every signed-in user has (dashboard, profile).
 *
 * The server's page list can only narrow this (its permission is required too); it can never
 * open a page (`permission: null` there does not open an admin page), and a page id missing
 * here is refused. A new route written with `listPage(pageId, ...)` or `requirePage(pageId, ...)`
 * gets its minimum from this one table: add its page id here.
 */
const BY_PERMISSION: Record<string, readonly string[]> = {
  BANK: [
    'bank-locator', 'bank-mgt', 'branches', 'bill-cat-mgt', 'bill-provider-mgt', 'bin-mgt', 'commission-mgt', 'common-mgt', 'faq-mgt',
    'fee-mgt', 'limit-mgt', 'message-mgt', 'mobile-config-mgt', 'mobile-version-mgt', 'mode-of-operation', 'password-policy',
    'product-mgt', 'promo-cat-mgt', 'promo-mgt', 'segments-mgt', 'template-mgt', 'terms-conditions', 'banner-management',
    'offers-promotion',
  ],
  role_get: ['roles', 'edit-role', 'tenant-permissions'],
  user_get: ['users', 'edit-user'],
  MERCHANT: ['head-mer-mgt', 'merchant-mgt', 'merchant-requests', 'comm-profile', 'risk-mgt', 'terminals'],
  CUSTOMER: [
    'customers', 'customer', 'applications', 'block-request', 'installments', 'recurringPayment', 'devices-list', 'paymet_instruments',
    'transaction-history', 'user-mandates', 'wallet-history', 'transaction-detail',
  ],
  INBOX: ['inbox-view', 'message-history'],
  REPORT: [
    'customer-report', 'merchant-report', 'registration-report', 'remittance-report', 'service-request', 'summary-report',
    'year-summary-report', 'report-detail', 'bank-service-request',
  ],
  DISPUTE: ['dispute-report'],
  AUTHORIZATION: ['request'],
  AUDIT: ['trail'],
};

/** Pages open to every signed-in user. */
const OPEN_PAGES = ['dashboard', 'profile'] as const;

export const MINIMUM_PERMISSION: ReadonlyMap<string, string | null> = new Map<string, string | null>([
  ...OPEN_PAGES.map((pageId) => [pageId, null] as const),
  ...Object.entries(BY_PERMISSION).flatMap(([permission, pageIds]) => pageIds.map((pageId) => [pageId, permission] as const)),
]);

/** The fixed minimum permission of a page: a code, `null` for an open page, `undefined` for a page the console does not know (refused). */
export function minimumPermission(pageId: string): string | null | undefined {
  return MINIMUM_PERMISSION.get(pageId);
}

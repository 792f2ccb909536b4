/**
 * The console's pages, each written once: its id (the page id of `GET /frontend/components`), the
 * address of its route, its title (the tab's title, the heading, the 403 page's name for it), its
 * fixed minimum permission, its group in the server's menu and the resource it draws. Route files
 * name only the id (`...listPage('bank-mgt')`, `...page('dashboard')`, src/routes/-list-page.ts);
 * the guard, the page actions, the build's start-up headings and the tests read the rest here.
 *
 * Light data only: it is in the initial bundle, the same in development, tests and production. A
 * resource is named, never imported
 * (`'<module under src/resources>.<export>'`); `tests/unit/page-registry.test.ts` checks that the
 * route draws it, that every route file has an entry and every entry a route.
 *
 * The minimum permission is what the access token must hold; the server's page list can only
 * narrow it, never open a page (`canOpenPage`). A page id missing here is refused.
 */
export type PageEntry = {
  /** The route's address pattern, without a trailing slash (`/admin/config-mgt/$id/branches`). */
  path: string;
  /** The page's title; also its `<h2>` and the start-up frame's heading unless `heading: false`. */
  title: string;
  /** `false` when the page's heading depends on its data (a customer's name). */
  heading?: false;
  /** How the 403 page names the page when not by its title ("the dashboard"). */
  forbidden?: string;
  /** The fixed minimum permission: a code, or `null` for a page every signed-in user has. */
  permission?: string | null;
  /** A route of another page (an add form): guarded as that page, with its permission. */
  of?: string;
  /** Action permissions the route needs beyond the page's (any one of them), e.g. `user_add`. */
  needs?: readonly string[];
  /** The page whose server-side `actions` the screen honours (default: its own); `false`: not narrowed. */
  actions?: string | false;
  /** The group of the server's menu (`GET /frontend/navbar`) that lists the page, when it has a menu item. */
  group?: string;
  /** The definition the screen draws: `'<module under src/resources>.<export>'`. */
  resource?: string;
};

export const PAGES = {
  dashboard: { path: '/admin/dashboard', title: 'Dashboard', forbidden: 'the dashboard', permission: null, actions: false },
  profile: { path: '/admin/profile', title: 'Profile', forbidden: 'your profile', permission: null, actions: false },
  roles: { path: '/admin/roles', title: 'Roles', permission: 'role_get', group: 'User Management', resource: 'roles.rolesResource' },
  'add-role': { path: '/admin/roles/edit-role', title: 'Add Role', of: 'edit-role', needs: ['role_add'], actions: 'roles', resource: 'roles.rolesResource' },
  'edit-role': { path: '/admin/roles/edit-role/$id', title: 'Edit Role', permission: 'role_get', needs: ['role_add', 'role_delete'], resource: 'roles.rolesResource' },
  'tenant-permissions': { path: '/admin/roles/tenant-permissions', title: 'Tenant Role Permissions', permission: 'role_get', group: 'User Management' },
  users: { path: '/admin/users', title: 'Users', permission: 'user_get', group: 'User Management', resource: 'users.usersResource' },
  'add-user': { path: '/admin/users/edit-user', title: 'Add User', of: 'edit-user', needs: ['user_add'], actions: 'users', resource: 'users.usersResource' },
  'edit-user': { path: '/admin/users/edit-user/$id', title: 'Edit User', permission: 'user_get', needs: ['user_update'], resource: 'users.usersResource' },
  'bank-locator': { path: '/admin/config-mgt/bank-locator', title: 'Bank Locators', permission: 'BANK', group: 'Config Management', resource: 'banks.bankLocatorsResource' },
  'bank-mgt': { path: '/admin/config-mgt/bank-mgt', title: 'Bank Management', permission: 'BANK', group: 'Config Management', resource: 'banks.banksResource' },
  branches: { path: '/admin/config-mgt/$id/branches', title: 'Branches', permission: 'BANK', resource: 'banks.branchesResource' },
  'bill-cat-mgt': { path: '/admin/config-mgt/bill-cat-mgt', title: 'Bill Categories', permission: 'BANK', group: 'Config Management', resource: 'bills.billCategoriesResource' },
  'bill-provider-mgt': { path: '/admin/config-mgt/bill-provider-mgt', title: 'Bill Providers', permission: 'BANK', group: 'Config Management', resource: 'bills.billProvidersResource' },
  'bin-mgt': { path: '/admin/config-mgt/bin-mgt', title: 'BIN Management', permission: 'BANK', group: 'Config Management', resource: 'bins.binsResource' },
  'commission-mgt': { path: '/admin/config-mgt/commission-mgt', title: 'Commission Rates', permission: 'BANK', group: 'Config Management', resource: 'commission.commissionRatesResource' },
  'common-mgt': { path: '/admin/config-mgt/common-mgt', title: 'Common Configuration', permission: 'BANK', group: 'Config Management', resource: 'other-config.commonConfigsResource' },
  'faq-mgt': { path: '/admin/config-mgt/faq-mgt', title: 'FAQs', permission: 'BANK', group: 'Config Management', resource: 'other-config.faqsResource' },
  'fee-mgt': { path: '/admin/config-mgt/fee-mgt', title: 'Fees and Charges', permission: 'BANK', group: 'Config Management', resource: 'other-config.feesResource' },
  'limit-mgt': { path: '/admin/config-mgt/limit-mgt', title: 'Transaction Limits', permission: 'BANK', group: 'Config Management', resource: 'other-config.transactionLimitsResource' },
  'message-mgt': { path: '/admin/config-mgt/message-mgt', title: 'Message Configuration', permission: 'BANK', group: 'Config Management', resource: 'other-config.messageConfigsResource' },
  'mobile-config-mgt': { path: '/admin/config-mgt/mobile-config-mgt', title: 'Mobile Configuration', permission: 'BANK', group: 'Config Management', resource: 'other-config.mobileConfigsResource' },
  'mobile-version-mgt': { path: '/admin/config-mgt/mobile-version-mgt', title: 'Mobile Versions', permission: 'BANK', group: 'Config Management', resource: 'other-config.mobileVersionsResource' },
  'mode-of-operation': { path: '/admin/config-mgt/mode-of-operation', title: 'Modes of Operation', permission: 'BANK', group: 'Config Management', resource: 'other-config.modesOfOperationResource' },
  'password-policy': { path: '/admin/config-mgt/password-policy', title: 'Password Policy', permission: 'BANK', actions: false, group: 'Config Management' },
  'product-mgt': { path: '/admin/config-mgt/product-mgt', title: 'Products', permission: 'BANK', group: 'Config Management', resource: 'catalogue.productsResource' },
  'promo-cat-mgt': { path: '/admin/config-mgt/promo-cat-mgt', title: 'Promotion Categories', permission: 'BANK', group: 'Config Management', resource: 'catalogue.promotionCategoriesResource' },
  'promo-mgt': { path: '/admin/config-mgt/promo-mgt', title: 'Promotions', permission: 'BANK', group: 'Config Management', resource: 'catalogue.promotionsResource' },
  'segments-mgt': { path: '/admin/config-mgt/segments-mgt', title: 'Customer Segments', permission: 'BANK', group: 'Config Management', resource: 'catalogue.segmentsResource' },
  'template-mgt': { path: '/admin/config-mgt/template-mgt', title: 'Templates', permission: 'BANK', group: 'Config Management', resource: 'catalogue.templatesResource' },
  'terms-conditions': { path: '/admin/config-mgt/terms-conditions', title: 'Terms and Conditions', permission: 'BANK', group: 'Config Management', resource: 'catalogue.termsResource' },
  'banner-management': { path: '/admin/banner-mgt/banner-management', title: 'Banners', permission: 'BANK', group: 'Config Management', resource: 'banners.bannersResource' },
  'offers-promotion': { path: '/admin/banner-mgt/offers-promotion', title: 'Offers & Promotions', permission: 'BANK', group: 'Config Management', resource: 'banners.offersResource' },
  'head-mer-mgt': { path: '/admin/merchant-mgt/head-mer-mgt', title: 'Head Merchants', permission: 'MERCHANT', group: 'Merchant Management', resource: 'merchants.headMerchantsResource' },
  'merchant-mgt': { path: '/admin/merchant-mgt/merchant-mgt', title: 'Merchants', permission: 'MERCHANT', group: 'Merchant Management', resource: 'merchants.merchantsResource' },
  terminals: { path: '/admin/merchant-mgt/$id/terminals', title: 'Terminals', permission: 'MERCHANT', resource: 'merchants.terminalsResource' },
  'merchant-requests': { path: '/admin/merchant-mgt/merchant-requests', title: 'Merchant Requests', permission: 'MERCHANT', group: 'Merchant Management', resource: 'merchants.merchantRequestsResource' },
  'comm-profile': { path: '/admin/merchant-mgt/comm-profile', title: 'Commission Profiles', permission: 'MERCHANT', group: 'Merchant Management', resource: 'merchants.merchantCommissionProfilesResource' },
  'risk-mgt': { path: '/admin/merchant-mgt/risk-mgt', title: 'Risk Profiles', permission: 'MERCHANT', group: 'Merchant Management', resource: 'merchants.riskProfilesResource' },
  customers: { path: '/admin/customer-mgt/customers', title: 'Customers', permission: 'CUSTOMER', group: 'Customer Management', resource: 'customers.customersResource' },
  customer: { path: '/admin/customer-mgt/$id', title: 'Customer', heading: false, permission: 'CUSTOMER', actions: false },
  'devices-list': { path: '/admin/customer-mgt/$id/devices-list', title: 'Customer Devices', permission: 'CUSTOMER', resource: 'customers.devicesResource' },
  paymet_instruments: { path: '/admin/customer-mgt/$id/paymet_instruments', title: 'Payment Instruments', permission: 'CUSTOMER', resource: 'customers.paymentInstrumentsResource' },
  'transaction-history': { path: '/admin/customer-mgt/$id/transaction-history', title: 'Transaction History', permission: 'CUSTOMER', resource: 'customers.customerTransactionsResource' },
  'transaction-detail': { path: '/admin/customer-mgt/$id/transaction-history/$txid', title: 'Transaction Detail', heading: false, permission: 'CUSTOMER', actions: false },
  'user-mandates': { path: '/admin/customer-mgt/$id/user-mandates', title: 'User Mandates', permission: 'CUSTOMER', resource: 'customers.mandatesResource' },
  'wallet-history': { path: '/admin/customer-mgt/$id/wallet-history', title: 'Wallet History', permission: 'CUSTOMER', resource: 'customers.walletHistoryResource' },
  applications: { path: '/admin/credit-cards/applications', title: 'Credit Card Applications', permission: 'CUSTOMER', group: 'Customer Management', resource: 'credit-cards.creditCardApplicationsResource' },
  'block-request': { path: '/admin/credit-cards/block-request', title: 'Card Block Requests', permission: 'CUSTOMER', group: 'Customer Management', resource: 'credit-cards.cardBlockRequestsResource' },
  installments: { path: '/admin/credit-cards/installments', title: 'Installments', permission: 'CUSTOMER', group: 'Customer Management', resource: 'credit-cards.cardInstallmentsResource' },
  recurringPayment: { path: '/admin/recurring-payment/recurringPayment', title: 'Recurring Payments', permission: 'CUSTOMER', group: 'Customer Management', resource: 'requests.recurringPaymentsResource' },
  'inbox-view': { path: '/admin/inbox/inbox-view', title: 'Inbox', permission: 'INBOX', group: 'Message Inbox', resource: 'inbox.inboxResource' },
  'message-history': { path: '/admin/inbox/inbox-view/$id/message-history', title: 'Message History', permission: 'INBOX', actions: false },
  'customer-report': { path: '/admin/report-mgt/customer-report', title: 'Customer Report', permission: 'REPORT', group: 'Report Management', resource: 'reports.customerReport' },
  'merchant-report': { path: '/admin/report-mgt/merchant-report', title: 'Merchant Report', permission: 'REPORT', group: 'Report Management', resource: 'reports.merchantReport' },
  'registration-report': { path: '/admin/report-mgt/registration-report', title: 'Registration Report', permission: 'REPORT', group: 'Report Management', resource: 'reports.registrationReport' },
  'remittance-report': { path: '/admin/report-mgt/remittance-report', title: 'Remittance Report', permission: 'REPORT', group: 'Report Management', resource: 'reports.remittanceReport' },
  'report-detail': { path: '/admin/report-mgt/$id', title: 'Report Detail', heading: false, permission: 'REPORT', actions: false },
  'service-request': { path: '/admin/report-mgt/service-request', title: 'Service Requests', permission: 'REPORT', group: 'Report Management', resource: 'reports.serviceRequestReport' },
  'summary-report': { path: '/admin/report-mgt/summary-report', title: 'Summary Report', permission: 'REPORT', group: 'Report Management', resource: 'reports.summaryReport' },
  'year-summary-report': { path: '/admin/report-mgt/year-summary-report', title: 'Year Summary Report', permission: 'REPORT', group: 'Report Management', resource: 'reports.yearSummaryReport' },
  'bank-service-request': { path: '/admin/service-req/service-request', title: 'Bank Service Requests', permission: 'REPORT', group: 'Report Management', resource: 'requests.bankServiceRequestsResource' },
  'dispute-report': { path: '/admin/dispute-mgt/dispute-report', title: 'Dispute Report', permission: 'DISPUTE', group: 'Dispute Management', resource: 'disputes.disputesResource' },
  request: { path: '/admin/authorization-mgt/request', title: 'Authorization Requests', permission: 'AUTHORIZATION', group: 'Authorization', resource: 'audit.authorizationRequestsResource' },
  trail: { path: '/admin/system-audit/trail', title: 'Audit Trail', permission: 'AUDIT', group: 'System Audit', resource: 'audit.auditTrailResource' },
} as const satisfies Record<string, PageEntry>;

/** A page of the registry. */
export type PageId = keyof typeof PAGES;

const entries: ReadonlyMap<string, PageEntry> = new Map(Object.entries(PAGES));

/** A page's entry. */
export function pageEntry(id: PageId): PageEntry {
  return PAGES[id];
}

/** The page id a route is guarded as: its own, or the page it is a route of (`of`). */
export function guardedAs(id: PageId): string {
  const entry: PageEntry = PAGES[id];
  return entry.of ?? id;
}

/** The fixed minimum permission of every page the server's list names, by page id. */
export const MINIMUM_PERMISSION: ReadonlyMap<string, string | null> = new Map(
  [...entries].flatMap(([id, entry]) => (entry.permission === undefined ? [] : [[id, entry.permission] as const])),
);

/** The fixed minimum permission of a page: a code, `null` for an open page, `undefined` for a page the console does not know (refused). */
export function minimumPermission(pageId: string): string | null | undefined {
  return MINIMUM_PERMISSION.get(pageId);
}

/** The start-up frame's heading of the page at route pattern `path` (the build reads it, vite.config.ts `screenPreloads`), or undefined. */
export function pageHeading(path: string): string | undefined {
  const entry = [...entries.values()].find((candidate) => candidate.path === path);
  return entry && entry.heading !== false ? entry.title : undefined;
}

/** A page's entry in the server's page-permission list (`GET /frontend/components`). */
export type PagePermission = { pageId: string; permission?: string | null };

/**
 * Whether a user holding `allowed` may open page `pageId`: the page's fixed minimum permission
 * (the registry above), narrowed by the server list's permission for the
 * page. The list narrows, it neither opens nor erases: a page id the console does not know is
 * refused, `permission: null` there leaves the minimum in force, and a page the list does not
 * name (an empty list included) keeps its minimum.
 */
export function canOpenPage(pageId: string, pages: readonly PagePermission[], allowed: ReadonlySet<string>): boolean {
  if (!holdsMinimum(pageId, allowed)) return false;
  const page = pages.find((p) => p.pageId === pageId);
  // Compared exactly: Keycloak's realm roles are case-sensitive (`bank` and `BANK` are two roles,
  // which an administrator may grant apart), and the API checks the token's roles as they are.
  // Folding case here would open a page whose calls the API then refuses. A list that differs
  // from the token only in case is reported instead (`codesDifferingInCase`).
  return page?.permission == null || allowed.has(page.permission);
}

/**
 * A code the server's page list asks for that the user's token never carries as written, though
 * it carries the same code in another case (the list says `bank`, the token `BANK`): the two
 * systems spell the code differently, which the API and identity teams must settle; no
 * administrator granting a role can cure it.
 */
export type CaseMismatch = { asked: string; held: string; pageIds: string[] };

/** The codes of `pages` that `allowed` carries only in another case (see `CaseMismatch`), each once. */
export function codesDifferingInCase(pages: readonly PagePermission[], allowed: ReadonlySet<string>): CaseMismatch[] {
  const byLowerCase = new Map([...allowed].map((code) => [code.toLowerCase(), code] as const));
  const found = new Map<string, CaseMismatch>();
  for (const { pageId, permission } of pages) {
    if (permission == null || allowed.has(permission)) continue;
    const held = byLowerCase.get(permission.toLowerCase());
    if (held === undefined) continue;
    const mismatch = found.get(permission) ?? { asked: permission, held, pageIds: [] };
    mismatch.pageIds.push(pageId);
    found.set(permission, mismatch);
  }
  return [...found.values()];
}

/** One group of the menu drawn from the registry (`registryMenu`). */
export type RegistryMenuGroup = { title: string; items: { id: string; title: string; path: string }[] };

/**
 * The menu without the server's: every page of the registry that has a menu group and whose
 * minimum permission `allowed` holds, grouped in the registry's order. Used when the server's
 * menu could not be loaded.
 */
export function registryMenu(allowed: ReadonlySet<string>): RegistryMenuGroup[] {
  const groups = new Map<string, RegistryMenuGroup>();
  for (const [id, entry] of entries) {
    if (entry.group === undefined || !holdsMinimum(id, allowed)) continue;
    const group = groups.get(entry.group) ?? { title: entry.group, items: [] };
    group.items.push({ id, title: entry.title, path: entry.path });
    groups.set(entry.group, group);
  }
  return [...groups.values()];
}

/** Whether `allowed` holds page `pageId`'s fixed minimum permission (the first half of `canOpenPage`, known without the server's list). */
export function holdsMinimum(pageId: string, allowed: ReadonlySet<string>): boolean {
  const minimum = minimumPermission(pageId);
  return minimum !== undefined && (minimum === null || allowed.has(minimum));
}

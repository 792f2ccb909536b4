// The deviation matrix: each class of deviation a real backend or gateway sends (issue 53), on the
// place a person meets it first (a list, a record, a report's total, the dashboard, a save), and
// what that person sees. Answers are the stack's own, changed on their way (`./deviate.ts`).
// deviations.spec.ts holds the cases it already had (counts as strings and lower-case enum values
// on a list, an amount that cannot be read in a report's total, an unknown service state on the
// dashboard, a gateway's 504 page on a save); each case here is another class or another place.
import type { Page } from '@playwright/test';
import { openEdit, openList, rowOf } from './crud';
import { DEVIATE, type Deviation, deviate, withConfig } from './deviate';
import { expect, notice, signIn, test } from './support';

const BANKS = { path: '/admin/config-mgt/bank-mgt', title: 'Bank Management', first: 'Bank of Ceylon', api: /\/api\/banks\?/ };
const AMAYA = { path: '/admin/customer-mgt/100234', heading: 'Customer: Amaya Jayasinghe (100234)', api: /\/api\/customers\?/ };
const TRAIL = { path: '/admin/system-audit/trail', title: 'Audit Trail', api: /\/api\/audit\?/ };

/** The "Customer" facts of a customer's record, one row per fact. */
const customerFact = (page: Page, label: string) => page.getByRole('table', { name: 'Customer' }).getByRole('row', { name: new RegExp(`^${label}`) });

async function openCustomer(page: Page) {
  await signIn(page, 'admin', AMAYA.path);
  await expect(page.getByRole('heading', { name: AMAYA.heading, level: 2 })).toBeVisible();
}

/** The page's deviation notice, its Details open. */
async function deviationDetails(page: Page) {
  const details = page.getByRole('alert').filter({ hasText: "Some of this page's data is not as the console expects" });
  await details.getByRole('button', { name: 'Details' }).click();
  return details.getByRole('table');
}

type Case = { deviation: string; place: string; sees: string; api: RegExp; change: Deviation; config?: Record<string, unknown>; check: (page: Page) => Promise<void> };

const CASES: Case[] = [
  {
    deviation: 'a date-time without a zone, the API zone unknown',
    place: 'a list',
    sees: 'the time marked unreadable, never a time 5 h 30 min off',
    api: TRAIL.api,
    change: DEVIATE.zonelessUtc('timestamp'),
    check: async (page) => {
      await signIn(page, 'admin', TRAIL.path);
      const approval = rowOf(page, TRAIL.title, /Audit Entry 90412/);
      await expect(approval.getByTitle('Unreadable value')).toBeVisible();
      await expect(approval).not.toContainText('2026-11-21');
      await expect(rowOf(page, TRAIL.title, /2026-11-21 10:31 AM/)).toBeVisible();
    },
  },
  {
    deviation: 'a date-time without a zone, config.json apiTimeZone UTC',
    place: 'a record',
    sees: 'the time the API meant',
    api: AMAYA.api,
    change: DEVIATE.zonelessUtc('updatedAt'),
    config: { apiTimeZone: 'UTC' },
    check: async (page) => {
      await openCustomer(page);
      // 2026-11-18T19:42:10+05:30, written as "2026-11-18 14:12:10" by a server on UTC.
      await expect(customerFact(page, 'Last Updated')).toContainText('2026-11-18 07:42 PM');
    },
  },
  {
    deviation: 'a date-time as epoch milliseconds',
    place: 'a record',
    sees: 'the date-time it names, not a missing row',
    api: AMAYA.api,
    change: DEVIATE.epochMillis('registeredAt'),
    check: async (page) => {
      await openCustomer(page);
      await expect(customerFact(page, 'Registered')).toContainText('2025-06-02 11:24 AM');
    },
  },
  {
    deviation: 'a value of another type',
    place: 'a record',
    sees: 'the fact marked unreadable, still there',
    api: AMAYA.api,
    change: DEVIATE.wrongType('updatedAt'),
    check: async (page) => {
      await openCustomer(page);
      await expect(customerFact(page, 'Last Updated').getByTitle('Unreadable value')).toBeVisible();
    },
  },
  {
    deviation: 'ids as numeric strings',
    place: "a list's record link",
    sees: 'the record, not a 404',
    api: /\/api\/customers\?/,
    change: DEVIATE.numbersAsStrings(),
    check: async (page) => {
      await openList(page, '/admin/customer-mgt/customers', 'Customers', '100234');
      await rowOf(page, 'Customers', /Amaya Jayasinghe/).getByRole('link', { name: 'Record of Customer 100234' }).click();
      await expect(page.getByRole('heading', { name: AMAYA.heading, level: 2 })).toBeVisible();
    },
  },
  {
    deviation: 'counts as numeric strings',
    place: 'the dashboard',
    sees: 'every section with its figures',
    api: /\/api\/dashboard$/,
    change: DEVIATE.numbersAsStrings(),
    check: async (page) => {
      await signIn(page, 'admin', '/admin/dashboard');
      await expect(page.getByRole('region', { name: "Today's transactions", exact: true }).getByText('4,821', { exact: true })).toBeVisible();
      await expect(page.getByText(/could not be read/)).toHaveCount(0);
    },
  },
  {
    deviation: 'amounts as JSON numbers',
    place: "a report's total",
    sees: 'the exact total of every row',
    api: /\/api\/reports\/customers\?/,
    change: DEVIATE.amountsAsNumbers(),
    check: async (page) => {
      await openList(page, '/admin/report-mgt/customer-report', 'Customer Report', '100234');
      // 45,230.50 + 1,250,000.00 + 3,120.75
      await expect(page.getByRole('region', { name: 'Totals' }).getByRole('definition')).toHaveText(['1,298,351.25']);
      await expect(rowOf(page, 'Customer Report', /100234/)).toContainText('45,230.50');
    },
  },
  {
    deviation: 'an enum value the console does not know',
    place: 'a list',
    sees: 'the value as it came, marked',
    api: BANKS.api,
    change: DEVIATE.unknownValue('statusId', 7),
    check: async (page) => {
      await openList(page, BANKS.path, BANKS.title, BANKS.first);
      await expect(rowOf(page, BANKS.title, /Bank of Ceylon/).getByTitle('Unknown value')).toHaveText('7 (unknown value)');
    },
  },
  {
    deviation: 'JSON under another content type',
    place: 'a list',
    sees: 'the rows, and the deviation in the details',
    api: BANKS.api,
    change: DEVIATE.wrongContentType(),
    check: async (page) => {
      await openList(page, BANKS.path, BANKS.title, BANKS.first);
      await expect((await deviationDetails(page)).getByRole('row').filter({ hasText: 'application/json' })).toContainText('text/plain');
    },
  },
  {
    deviation: "a gateway's HTML 502 page",
    place: 'a list',
    sees: 'that the API could not be reached through its gateway',
    api: BANKS.api,
    change: DEVIATE.gatewayPage(502),
    check: async (page) => {
      await signIn(page, 'admin', BANKS.path);
      await expect(page.getByRole('main').getByText(/^The wallet API could not be reached through its gateway \(HTTP 502\)/)).toBeVisible();
      await expect(page.getByText(/refused/)).toHaveCount(0);
    },
  },
  {
    deviation: "Spring Boot's default error body without a message",
    place: 'a list',
    sees: 'its error, not "No message available"',
    api: BANKS.api,
    change: DEVIATE.springError(503, 'No message available'),
    check: async (page) => {
      await signIn(page, 'admin', BANKS.path);
      await expect(page.getByRole('main').getByText(/^Service Unavailable \(request id /)).toBeVisible();
      await expect(page.getByText(/No message available/)).toHaveCount(0);
    },
  },
  {
    deviation: 'a 429 with Retry-After',
    place: 'a list',
    sees: 'Retry counting down the seconds asked, then offered',
    api: BANKS.api,
    change: DEVIATE.rateLimited(4),
    check: async (page) => {
      await signIn(page, 'admin', BANKS.path);
      await expect(page.getByRole('button', { name: /^Retry in [1-4] s$/ })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Retry', exact: true })).toBeEnabled();
    },
  },
  {
    deviation: 'a download answered 204 with no body',
    place: "a report's download",
    sees: 'that the API answered without a file, and nothing saved',
    api: /\/api\/reports\/customers\/download\//,
    change: DEVIATE.noContent(),
    check: async (page) => {
      await openList(page, '/admin/report-mgt/customer-report', 'Customer Report', '100234');
      let saved = 0;
      page.on('download', () => (saved += 1));
      await page.getByRole('group', { name: 'Download Customer Report' }).getByRole('button', { name: 'Download CSV' }).click();
      await expect(notice(page, 'The wallet API answered without a file (it was empty): nothing was saved')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toHaveCount(0);
      expect(saved).toBe(0);
    },
  },
];

for (const { deviation, place, sees, api, change, config, check } of CASES) {
  test(`${deviation} on ${place}: ${sees}`, async ({ page }) => {
    if (config) await withConfig(page, config);
    await deviate(page, api, change);
    await check(page);
  });
}

test("a save answered 503 with Spring Boot's error body has an unknown outcome, keeps the input, and Save again is the same request", async ({ page }) => {
  await openList(page, BANKS.path, BANKS.title, BANKS.first);
  const form = await openEdit(page, BANKS.title, 'Bank', /Commercial Bank of Ceylon PLC/);
  await form.getByLabel('Display Name').fill('ComBank');
  let first = true;
  const ids = await deviate(page, /\/api\/banks\/7056$/, (answer) => (first ? ((first = false), DEVIATE.springError(503, 'Connection is not available, request timed out after 30000ms.')(answer)) : answer), 'PUT');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toContainText('The outcome of the change is unknown');
  await expect(form.getByLabel('Display Name')).toHaveValue('ComBank');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, 'Bank record edited Successfully')).toBeVisible();
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
});

import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearDeviations, deviationReports, fieldOf, isUnreadable } from '../../src/api/deviations';
import { configureTransport, sendRequest } from '../../src/api/transport';
import { PageDeviations } from '../../src/components/shell/page-deviations';

/**
 * Values sent in another form than the contract's that read unambiguously are read: counts as
 * numeric strings (a paged list's total too), amounts as JSON numbers (exactly as written, never
 * through a float), an enum's value in another case. Each is still reported, once per field, in
 * the page's details.
 */

/** What the stubbed API answers next: the JSON text as a server writes it. */
let answer = '{}';

beforeAll(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } }))));
  configureTransport({ baseUrl: 'https://api.wallet.test/wallet/v1', tenant: 'wallet', session: { accessToken: () => 'token', renew: () => Promise.resolve(false), unauthorized: () => undefined } });
});
beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => clearDeviations());
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Row = Record<string, unknown>;
type Paged = { data: { total: unknown; page: unknown; size: unknown; data: Row[] } };

const customer = (id: number, balance: string) =>
  `{"customerId": ${id}, "userName": "0771234567", "name": "Customer ${id}", "nic": "199245678123", "walletId": "WLT0000${id}", "segment": "RETAIL", "customerStatusId": 1, "balance": ${balance}, "registrationDate": "2026-02-14"}`;

async function readCustomers(total: string, balances: string[]): Promise<Paged> {
  answer = `{"data": {"total": ${total}, "page": 1, "size": 10, "data": [${balances.map((balance, i) => customer(100234 + i, balance)).join(', ')}]}}`;
  return sendRequest<Paged>('/reports/customers?page=1&size=10');
}

describe('a paged list whose counts come as numeric strings', () => {
  it('is read: the total is the number, the rows are shown, and the deviation reported', async () => {
    const page = await readCustomers('"4"', ['"45230.50"']);
    expect(page.data.total).toBe(4);
    expect(page.data.data).toHaveLength(1);
    const [report] = deviationReports();
    expect(report?.deviations).toEqual([expect.objectContaining({ path: ['data', 'total'], expected: 'number', type: 'string', read: 4 })]);
  });

  it('a count that is not a plain number stays a failure of the envelope', async () => {
    await expect(readCustomers('"four"', ['"45230.50"'])).rejects.toMatchObject({ kind: 'contract' });
  });
});

describe('amounts sent as JSON numbers', () => {
  it('are read exactly as written, with the two decimal places of an amount', async () => {
    const page = await readCustomers('3', ['45230.50', '1250000', '999999999999999.99']);
    expect(page.data.data.map((row) => row.balance)).toEqual(['45230.50', '1250000.00', '999999999999999.99']);
    expect(deviationReports()[0]?.deviations).toHaveLength(3);
  });

  it('are never rounded: one with more decimal places than an amount has stays unreadable', async () => {
    const page = await readCustomers('2', ['12.345', '"3120.75"']);
    expect(isUnreadable(page.data.data[0]?.balance)).toBe(true);
    expect(page.data.data[1]?.balance).toBe('3120.75');
  });
});

describe("an enum's value in another case", () => {
  it('is read as the value the contract names', async () => {
    answer = JSON.stringify({ data: { total: 1, page: 1, size: 10, data: [{ bankCode: '7010', bankName: 'Bank of Ceylon', statusId: '1', fundTranMode: 'ceft', createdAt: '2026-01-05T10:00:00+05:30', updatedAt: '2026-11-20T09:15:00+05:30' }] } });
    const page = await sendRequest<Paged>('/banks?page=1&size=10');
    expect(page.data.data[0]?.fundTranMode).toBe('CEFT');
    expect(page.data.data[0]?.statusId).toBe(1);
  });

  it('is not guessed when two values differ only in case, nor is a name sent as a number read as a name', async () => {
    answer = JSON.stringify({ data: { total: 1, page: 1, size: 10, data: [{ bankCode: '7010', bankName: 1234, statusId: 1, fundTranMode: 'CEFT', createdAt: '2026-01-05T10:00:00+05:30', updatedAt: '2026-11-20T09:15:00+05:30' }] } });
    const page = await sendRequest<Paged>('/banks?page=1&size=10');
    expect(isUnreadable(page.data.data[0]?.bankName)).toBe(true);
  });
});

describe('the dashboard with counts as numeric strings', () => {
  it('reads every section', async () => {
    const { readFileSync } = await import('node:fs');
    const spec = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as { paths: Record<string, { get: { responses: Record<string, { content: Record<string, { example: unknown }> }> } }> };
    const example = spec.paths['/dashboard']?.get.responses['200']?.content['application/json']?.example as { data: Record<string, Record<string, unknown>> };
    const customers = example.data.customerSummary as Record<string, unknown>;
    customers.totalCustomers = String(customers.totalCustomers);
    answer = JSON.stringify(example);
    const body = await sendRequest<typeof example>('/dashboard');
    expect(typeof body.data.customerSummary?.totalCustomers).toBe('number');
    expect(deviationReports()[0]?.deviations.every((deviation) => deviation.read !== undefined)).toBe(true);
  });
});

describe("the page's details", () => {
  async function renderAt(path: string) {
    const rootRoute = createRootRoute({ component: () => <PageDeviations /> });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
    window.history.replaceState(null, '', path);
    render(
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    await act(() => router.load());
  }

  it('list each field once, with what was expected, what came, whether it was read and the request id', async () => {
    await renderAt('/admin/report/customer-report');
    await act(async () => {
      await readCustomers('"3"', ['45230.50', '1250000', '12.345']);
      await readCustomers('"3"', ['45230.50', '1250000', '"3120.75"']);
    });
    const first = deviationReports()[0]?.requestId ?? '';
    await userEvent.click(await screen.findByRole('button', { name: 'Details' }));
    const table = screen.getByRole('table', { name: /Values not as the contract says/ });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['data.total', 'number', 'string', 'read', `${first}Copy`],
      ['data.data[].balance', 'string', 'number', 'marked “—”', `${first}Copy`],
    ]);
    expect(screen.getByText('Values the console cannot read are marked “—”; the rest is shown as it came.')).toBeInTheDocument();
  });

  it('say the console read every value when it did', async () => {
    await renderAt('/admin/report/customer-report');
    await act(async () => {
      await readCustomers('"3"', ['45230.50', '1250000', '"3120.75"']);
    });
    expect(await screen.findByText('Some values came in another form than agreed; the console read them. Details lists them for the API team.')).toBeInTheDocument();
  });

  it('names a list item as []', () => {
    expect(fieldOf(['data', 'data', 3, 'balance'])).toBe('data.data[].balance');
    expect(fieldOf([])).toBe('body');
  });
});

import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../generated/hey-api/zod.gen';
import type { CreditCardApplication, Dispute } from '../../generated/hey-api/types.gen';
import { cellContent } from '../../src/components/crud/cells';
import { cellText } from '../../src/components/crud/export';
import { labelOf } from '../../src/components/crud/sources';
import type { ColumnDef } from '../../src/components/crud/types';
import { DashboardScreen } from '../../src/components/dashboard/dashboard-screen';
import { codeLabel, knownEntry } from '../../src/lib/known-codes';
import { creditCardApplicationsResource } from '../../src/resources/credit-cards';
import { dashboardView } from '../../src/resources/dashboard';
import { disputesResource } from '../../src/resources/disputes';

/**
 * A code the console does not know (an enum's new value, sent by an API newer than the console)
 * is shown as it came, marked "unknown value", wherever it appears; no lookup of a label or a
 * colour throws.
 */

const STATES = { up: { label: 'Up', color: 'teal' }, down: { label: 'Down', color: 'red' } };

describe('a code looked up in a map of known codes', () => {
  it('finds a known code, by its text too', () => {
    expect(knownEntry(STATES, 'up')).toEqual({ label: 'Up', color: 'teal' });
    expect(knownEntry({ 1: 'Active' }, '1')).toBe('Active');
    expect(codeLabel(STATES, 'down')).toBe('Down');
  });

  it('names any other code as it came, marked, and never takes an inherited property for a known code', () => {
    expect(knownEntry(STATES, 'MAINTENANCE')).toBeUndefined();
    expect(knownEntry(STATES, 'constructor')).toBeUndefined();
    expect(knownEntry(STATES, null)).toBeUndefined();
    expect(codeLabel(STATES, 'MAINTENANCE')).toBe('MAINTENANCE (unknown value)');
    expect(codeLabel(STATES, 'toString')).toBe('toString (unknown value)');
    expect(codeLabel({ 1: 'Active' }, 34)).toBe('34 (unknown value)');
  });
});

function dashboardAnswer() {
  const spec = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as {
    paths: Record<string, { get: { responses: Record<string, { content: Record<string, { example: unknown }> }> } }>;
  };
  return schemas.zGetDashboardResponse.parse(spec.paths['/dashboard']?.get.responses['200']?.content['application/json']?.example).data;
}

async function renderInRouter(ui: ReactElement) {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/admin/dashboard'] }) });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  await screen.findAllByRole('region');
}

describe('the dashboard with states and categories the console does not know', () => {
  it('shows the system status with the unknown states as they came, marked, and the other sections as before', async () => {
    const data = dashboardAnswer();
    const raw = data as unknown as { systemStatus: { overall: string; components: { status: string }[] }; walletUsers: { byPlatform: { platform: string }[] }; notificationSummary: { latest: { category: string }[] } };
    raw.systemStatus.overall = 'MAINTENANCE';
    const first = raw.systemStatus.components[0];
    if (first) first.status = 'starting';
    const platform = raw.walletUsers.byPlatform[0];
    if (platform) platform.platform = 'HARMONY';
    const notices = raw.notificationSummary.latest.length;
    const notice = raw.notificationSummary.latest[0];
    if (notice) notice.category = 'PROMOTION';
    const view = dashboardView(data, () => true);
    await renderInRouter(<DashboardScreen view={view} error={null} updatedAt={Date.UTC(2026, 10, 21, 5, 16)} fetching={false} onRefresh={() => undefined} />);

    const status = screen.getByRole('region', { name: 'System status' });
    const overall = within(status).getByText('Overall').nextElementSibling as HTMLElement;
    expect(overall).toHaveTextContent('MAINTENANCE (unknown value)');
    expect(within(overall).getByTitle('Unknown value')).toHaveTextContent('MAINTENANCE');
    const services = within(within(status).getByRole('list', { name: 'Services' })).getAllByRole('listitem');
    expect(services[0]).toHaveTextContent('starting (unknown value)');
    expect(services[1]).toHaveTextContent(/Up$/);
    expect(within(status).queryByText("This section's data could not be read")).toBeNull();
    // A notification of an unknown category names no screen the user may read it on: it is left out, the others stay.
    const list = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(list.queryByText("This section's data could not be read")).toBeNull();
    expect(notices).toBeGreaterThan(1);
    expect(screen.getByRole('region', { name: 'Wallet users' })).toHaveTextContent('HARMONY (unknown value)');
  });
});

type Row = { code: string; status: unknown };
const STATUS: ColumnDef<Row> = { key: 'status', header: 'Status', format: 'status', statuses: { ACTIVE: { label: 'Active', color: 'teal.9' } } };
const RECORD_STATUS: ColumnDef<Row> = { key: 'status', header: 'Status', format: 'status' };
const withMantine = (node: ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);

describe('a status column with a status the console does not know', () => {
  it('shows it as it came in a neutral outline badge, titled and read out as an unknown value', () => {
    withMantine(<p data-testid="cell">{cellContent(STATUS, { code: 'A1', status: 'PAUSED' })}</p>);
    const cell = screen.getByTestId('cell');
    expect(cell).toHaveTextContent('PAUSED (unknown value)');
    const badge = within(cell).getByTitle('Unknown value');
    expect(badge).toHaveAttribute('data-variant', 'outline');
  });

  it('shows a known one by its label, unmarked', () => {
    withMantine(<p data-testid="cell">{cellContent(STATUS, { code: 'A1', status: 'ACTIVE' })}</p>);
    expect(screen.getByTestId('cell')).toHaveTextContent(/^Active$/);
    expect(within(screen.getByTestId('cell')).queryByTitle('Unknown value')).toBeNull();
  });

  it('writes it to the CSV file as it came, marked', () => {
    expect(cellText(STATUS, { code: 'A1', status: 'PAUSED' })).toBe('PAUSED (unknown value)');
    expect(cellText(RECORD_STATUS, { code: 'A1', status: 34 })).toBe('34 (unknown value)');
    expect(cellText(RECORD_STATUS, { code: 'A1', status: 1 })).toBe('Active');
  });
});

describe('a code among choices (a filter, a labelled column)', () => {
  const CHOICES = [{ value: 'MOBILE_APP', label: 'Mobile App' }];

  it('is named by its choice, or shown as it came, marked, once the choices are all there', () => {
    expect(labelOf(CHOICES, 'MOBILE_APP')).toBe('Mobile App');
    expect(labelOf(CHOICES, 'KIOSK')).toBe('KIOSK (unknown value)');
    const column: ColumnDef<Row> = { key: 'status', header: 'Channel', labels: { queryKey: ['channels'], select: () => CHOICES } };
    expect(cellText(column, { code: 'A1', status: 'KIOSK' }, CHOICES)).toBe('KIOSK (unknown value)');
  });

  it('is shown as it is, unmarked, while the choices load', () => {
    expect(labelOf([], 'KIOSK', false)).toBe('KIOSK');
  });
});

describe('sentences that name a status', () => {
  it("a card application's status change names an unknown current status as it came", () => {
    const action = creditCardApplicationsResource.statusActions?.[0];
    const row = { id: 7, customerName: 'Nimal Perera', status: 'ON_HOLD' } as unknown as CreditCardApplication;
    expect(action?.current?.(row)).toBe('ON_HOLD (unknown value)');
    expect(action?.confirm(row, { value: 'APPROVED', label: 'Approved' })).toContain('from ON_HOLD (unknown value) to Approved');
  });

  it("a dispute's refusal names an unknown status as it came", () => {
    const action = disputesResource.statusActions?.[0];
    expect(action?.refusal?.({ disputeStatusId: 77 } as unknown as Dispute)).toBe('It is 77 (unknown value) already.');
  });
});

// The KYC video call is offered only to a user holding ROLE_CUSTOMER_KYC: the record page shows
// no "Start video KYC" without it, and its deep link (?video=true) opens nothing.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { configure, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../src/api/query-client';
import type { SessionUser } from '../../src/auth/session';
import type { Customer } from '../../src/resources/customers';
import { CustomerRecord } from '../../src/routes/admin/customer-mgt/-customer-record';

let signedIn: SessionUser | null = null;
vi.mock('../../src/auth/use-session', () => ({ useSessionUser: () => signedIn }));
// The console reads config.json at start-up; here the loopback room stands for it.
vi.mock('../../src/api/runtime-config', () => ({ runtimeConfig: () => ({ videoRoom: 'loopback' }) }));
// The dialog itself (session, room) is not under test here: whether it opens is.
vi.mock('../../src/components/customers/video/kyc-video-dialog', () => ({ KycVideoDialog: ({ customer }: { customer: string }) => <div role="dialog" aria-label={`Video KYC: ${customer}`} /> }));

configure({ asyncUtilTimeout: 10_000 });

const userWith = (...permissions: string[]): SessionUser => ({ userName: 'ruwan.silva', givenName: 'Ruwan', familyName: 'Silva', permissions: new Set(permissions) });

const FATHIMA: Customer = {
  customerId: 100236,
  userName: '0765432109',
  userId: 5003,
  walletId: 'WLT0000100236',
  firstName: 'Fathima',
  lastName: 'Rizna',
  nic: '200156789012',
  email: 'fathima.rizna@example.lk',
  mobile: '0765432109',
  customerStatusId: 3,
  merchantStatusId: null,
  userSegmentId: 'RETAIL',
  description: 'Awaiting video KYC',
  cribRegStatus: 0,
  kycStatus: 'PENDING',
  registeredAt: '2026-11-14T10:02:41+05:30',
  updatedAt: '2026-11-14T10:02:41+05:30',
};

function renderRecord(video: boolean) {
  const rootRoute = createRootRoute();
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <CustomerRecord customer={FATHIMA} video={video} onVideo={() => undefined} /> });
  const router = createRouter({ routeTree: rootRoute.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient(() => undefined)}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the KYC video call on the customer record', () => {
  beforeEach(() => {
    signedIn = null;
  });

  it('is offered to a KYC officer and opens from the deep link', async () => {
    signedIn = userWith('CUSTOMER', 'ROLE_CUSTOMER_KYC');
    renderRecord(true);
    expect(await screen.findByRole('button', { name: 'Start video KYC' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Video KYC: Fathima Rizna (100236)' })).toBeInTheDocument();
  });

  it('is neither offered nor opened by the deep link without ROLE_CUSTOMER_KYC', async () => {
    signedIn = userWith('CUSTOMER');
    renderRecord(true);
    expect(await screen.findByRole('heading', { name: 'Customer: Fathima Rizna (100236)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start video KYC' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Video KYC/ })).not.toBeInTheDocument();
  });
});

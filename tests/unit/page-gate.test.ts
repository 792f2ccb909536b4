// The page guard of a cold start: the fixed minimum permission refuses at once; the server's
// page list, which can only narrow a page, is checked by the guard when it is at hand and by
// the shell otherwise (`pageGateOf`), so a page's data need not wait for the start-up calls.
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ForbiddenError } from '../../src/auth/guard';
import { pageGateOf, pagesQuery, requirePage } from '../../src/resources/session';

let permissions = new Set<string>();
vi.mock('../../src/auth/session', () => ({ sessionSnapshot: () => ({ user: { permissions } }) }));

describe('requirePage', () => {
  let queryClient: QueryClient;
  const guard = () => requirePage('bank-mgt', 'Bank Management')({ context: { queryClient } });
  beforeEach(() => {
    queryClient = new QueryClient();
    permissions = new Set(['BANK']);
  });

  it('refuses at once, without the page list, a user lacking the page minimum', () => {
    permissions = new Set(['REPORT']);
    expect(guard).toThrow(ForbiddenError);
  });

  it('lets the page through before the page list arrives, leaving the gate for the shell', () => {
    expect(guard()).toEqual({ pageGate: { pageId: 'bank-mgt', title: 'Bank Management' } });
  });

  it('checks the page list when it is at hand: a narrowed page is refused before its data is asked for', () => {
    queryClient.setQueryData(pagesQuery().queryKey, { data: [{ pageId: 'bank-mgt', permission: 'BANK_ADMIN' }] } as never);
    expect(guard).toThrow(ForbiddenError);
    queryClient.setQueryData(pagesQuery().queryKey, { data: [{ pageId: 'bank-mgt', permission: 'BANK' }] } as never);
    expect(guard()).toEqual({ pageGate: { pageId: 'bank-mgt', title: 'Bank Management' } });
  });
});

describe('pageGateOf', () => {
  it('finds the innermost gate among the matched routes', () => {
    const outer = { pageId: 'users', title: 'Users' };
    const inner = { pageId: 'edit-user', title: 'Edit User' };
    expect(pageGateOf([{ context: {} }, { context: { pageGate: outer } }, { context: { pageGate: inner } }])).toBe(inner);
    expect(pageGateOf([{ context: { queryClient: {} } }, { context: undefined }])).toBeNull();
  });
});

// The page guard: the fixed minimum permission refuses at once; the server's page list, which
// can only narrow a page, is awaited on a cold start, so a page's data is asked for only once
// the page is known to be allowed.
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ForbiddenError } from '../../src/auth/guard';
import { pagesQuery, requirePage } from '../../src/resources/session';

let permissions = new Set<string>();
vi.mock('../../src/auth/session', () => ({ sessionSnapshot: () => ({ user: { permissions } }) }));

type Entry = { pageId: string; permission: string | null };
const answer = (data: Entry[]) => ({ data: data.map((entry) => ({ ...entry, path: '/admin/x', title: 'X', actions: [] })) });

describe('requirePage', () => {
  let queryClient: QueryClient;
  const guard = () => requirePage('bank-mgt')({ context: { queryClient } });
  /** The start-up call for the page list, on its way: answered by `settle`. */
  const listOnItsWay = () => {
    let settle: (data: Entry[]) => void = () => undefined;
    const answered = new Promise<ReturnType<typeof answer>>((resolve) => (settle = (data) => resolve(answer(data))));
    void queryClient.prefetchQuery({ queryKey: pagesQuery().queryKey, queryFn: () => answered });
    return (data: Entry[]) => settle(data);
  };
  beforeEach(() => {
    queryClient = new QueryClient();
    permissions = new Set(['BANK']);
  });

  it('refuses at once, without the page list, a user lacking the page minimum', () => {
    permissions = new Set(['REPORT']);
    expect(guard).toThrow(ForbiddenError);
  });

  it('on a cold start waits for the page list before letting the page through', async () => {
    const settle = listOnItsWay();
    let through = false;
    const waiting = guard();
    expect(waiting).toBeInstanceOf(Promise);
    void waiting?.then(() => (through = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(through).toBe(false);
    settle([{ pageId: 'bank-mgt', permission: 'BANK' }]);
    await waiting;
    expect(through).toBe(true);
  });

  it('on a cold start refuses a page the list narrows, once the list answers', async () => {
    const settle = listOnItsWay();
    const waiting = guard();
    settle([{ pageId: 'bank-mgt', permission: 'BANK_ADMIN' }]);
    await expect(waiting).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('answers at once when the list is at hand: a narrowed page is refused before its data is asked for', () => {
    queryClient.setQueryData(pagesQuery().queryKey, answer([{ pageId: 'bank-mgt', permission: 'BANK_ADMIN' }]) as never);
    expect(guard).toThrow(ForbiddenError);
    queryClient.setQueryData(pagesQuery().queryKey, answer([{ pageId: 'bank-mgt', permission: 'BANK' }]) as never);
    expect(guard()).toBeUndefined();
  });

  it('lets a page the list does not name through on its minimum: an empty list refuses nothing', async () => {
    const settle = listOnItsWay();
    const waiting = guard();
    settle([]);
    await expect(waiting).resolves.toBeUndefined();
    expect(guard()).toBeUndefined();
  });

  it('guards an add form as its record page, with the action permission its entry needs, and names it by its title', () => {
    const addUser = () => requirePage('add-user')({ context: { queryClient } });
    queryClient.setQueryData(pagesQuery().queryKey, answer([{ pageId: 'edit-user', permission: 'user_get' }]) as never);
    permissions = new Set(['user_get']);
    expect(addUser).toThrow(new ForbiddenError('Add User'));
    permissions = new Set(['user_add']);
    expect(addUser).toThrow(new ForbiddenError('Add User'));
    permissions = new Set(['user_get', 'user_add']);
    expect(addUser()).toBeUndefined();
    // A page without its own `forbidden` name is named by its title.
    permissions = new Set();
    expect(() => requirePage('trail')({ context: { queryClient } })).toThrow(new ForbiddenError('Audit Trail'));
  });
});

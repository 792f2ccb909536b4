// The page guard: the access token's permissions refuse at once and never wait for the server's
// page list, so a screen's data call leaves with the start-up calls; the page list, which only
// narrows, is applied before the screen is shown (ServerPageGate, end to end in page-list.spec.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ForbiddenError } from '../../src/auth/guard';
import { canOpenPage } from '../../src/auth/pages';
import { pageGuard, requirePage } from '../../src/resources/session';

let permissions = new Set<string>();
vi.mock('../../src/auth/session', () => ({ sessionSnapshot: () => ({ user: { permissions } }) }));

describe('requirePage', () => {
  const guard = () => requirePage('bank-mgt')();
  beforeEach(() => {
    permissions = new Set(['BANK']);
  });

  it('refuses at once a user lacking the page minimum', () => {
    permissions = new Set(['REPORT']);
    expect(guard).toThrow(ForbiddenError);
  });

  it('lets a user holding the minimum through at once, without waiting for the page list', () => {
    expect(guard()).toBeUndefined();
  });

  it('guards an add form as its record page, with the action permission its entry needs, and names it by its title', () => {
    const addUser = () => requirePage('add-user')();
    permissions = new Set(['user_get']);
    expect(addUser).toThrow(new ForbiddenError('Add User'));
    permissions = new Set(['user_add']);
    expect(addUser).toThrow(new ForbiddenError('Add User'));
    permissions = new Set(['user_get', 'user_add']);
    expect(addUser()).toBeUndefined();
    // A page without its own `forbidden` name is named by its title.
    permissions = new Set();
    expect(() => requirePage('trail')()).toThrow(new ForbiddenError('Audit Trail'));
  });
});

describe('pageGuard: what the server page list is asked before the page is shown', () => {
  it('names the page the list is asked about (an add form: its record page) and the 403 title', () => {
    expect(pageGuard('bank-mgt')).toEqual({ pageId: 'bank-mgt', title: 'Bank Management' });
    expect(pageGuard('add-user')).toEqual({ pageId: 'edit-user', title: 'Add User' });
  });

  it('the list narrows: a page it gives a permission the user lacks is refused; one it does not name is not', () => {
    const held = new Set(['BANK']);
    expect(canOpenPage('bank-mgt', [{ pageId: 'bank-mgt', permission: 'BANK_ADMIN' }], held)).toBe(false);
    expect(canOpenPage('bank-mgt', [{ pageId: 'bank-mgt', permission: 'BANK' }], held)).toBe(true);
    expect(canOpenPage('bank-mgt', [], held)).toBe(true);
  });
});

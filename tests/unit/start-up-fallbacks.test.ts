// Start-up without one of its answers: the menu drawn from the page registry for the token's
// permissions, and the page list's codes that the token carries only in another case.
import { describe, expect, it } from 'vitest';
import { canOpenPage, codesDifferingInCase, registryMenu } from '../../src/auth/pages';
import { menuFor } from '../../src/resources/session';

describe('the menu without the server’s', () => {
  it('lists the registry pages of a menu group whose minimum the token holds, grouped in the registry’s order', () => {
    const menu = registryMenu(new Set(['role_get', 'user_get', 'AUDIT']));
    expect(menu.map((group) => group.title)).toEqual(['User Management', 'System Audit']);
    expect(menu[0]?.items.map((item) => item.title)).toEqual(['Roles', 'Tenant Role Permissions', 'Users']);
    expect(menu[1]?.items).toEqual([{ id: 'trail', title: 'Audit Trail', path: '/admin/system-audit/trail' }]);
  });

  it('is used when the menu failed, narrowed by a page list that came', () => {
    const groups = menuFor({ navbar: null, pages: [{ pageId: 'users', path: '/admin/users', title: 'Users', permission: 'user_add', actions: [] }] }, new Set(['role_get', 'user_get']));
    expect(groups).toEqual([
      {
        id: 'User Management',
        title: 'User Management',
        items: [
          { id: 'roles', title: 'Roles', to: '/admin/roles' },
          { id: 'tenant-permissions', title: 'Tenant Role Permissions', to: '/admin/roles/tenant-permissions' },
        ],
      },
    ]);
  });
});

describe('permission codes', () => {
  it('are compared exactly: a code in another case does not open a page', () => {
    expect(canOpenPage('bank-mgt', [{ pageId: 'bank-mgt', permission: 'bank' }], new Set(['BANK']))).toBe(false);
    expect(canOpenPage('bank-mgt', [{ pageId: 'bank-mgt', permission: 'BANK' }], new Set(['BANK']))).toBe(true);
  });

  it('that the token carries only in another case are named once, with the pages that ask for them', () => {
    const pages = [
      { pageId: 'bank-mgt', permission: 'bank' },
      { pageId: 'bin-mgt', permission: 'bank' },
      { pageId: 'trail', permission: 'AUDIT' },
      { pageId: 'request', permission: 'BANK_SUPERVISOR' },
      { pageId: 'dashboard', permission: null },
    ];
    expect(codesDifferingInCase(pages, new Set(['BANK', 'AUDIT']))).toEqual([{ asked: 'bank', held: 'BANK', pageIds: ['bank-mgt', 'bin-mgt'] }]);
  });
});

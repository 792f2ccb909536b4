import { describe, expect, it } from 'vitest';
import { canOpenPage, minimumPermission, type PagePermission } from '../../src/auth/pages';
import { capitalise, isAllowed, rolesOf } from '../../src/auth/permissions';

/** A JWT with the given claims (header and signature are not read). */
function jwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

/** A token whose payload's base64url text contains both '-' and '_' (it would not decode as plain base64). */
function jwtWithUrlSafeCharacters(roles: string[]): string {
  for (let filler = 0; filler < 500; filler += 1) {
    const token = jwt({ realm_access: { roles }, note: `~~~>>>???${'é'.repeat(filler % 7)}${'ÿ'.repeat(filler)}` });
    const payload = token.split('.')[1] ?? '';
    if (payload.includes('-') && payload.includes('_')) return token;
  }
  throw new Error('no payload with both - and _ found');
}

describe('rolesOf', () => {
  it('reads realm_access.roles from the access token', () => {
    expect(rolesOf(jwt({ sub: 'u1', realm_access: { roles: ['BANK', 'REPORT', 'role_get'] } }))).toEqual(['BANK', 'REPORT', 'role_get']);
  });

  it('decodes base64url payloads that contain - and _', () => {
    const token = jwtWithUrlSafeCharacters(['BANK', 'ROLE_CUSTOMER_KYC']);
    expect(token.split('.')[1]).toMatch(/-/);
    expect(token.split('.')[1]).toMatch(/_/);
    expect(rolesOf(token)).toEqual(['BANK', 'ROLE_CUSTOMER_KYC']);
  });

  it('decodes payloads of every padding length', () => {
    for (const role of ['A', 'AB', 'ABC', 'ABCD']) {
      expect(rolesOf(jwt({ realm_access: { roles: [role] } }))).toEqual([role]);
    }
  });

  it('keeps only string roles', () => {
    expect(rolesOf(jwt({ realm_access: { roles: ['BANK', 7, null, { name: 'x' }, 'AUDIT'] } }))).toEqual(['BANK', 'AUDIT']);
  });

  it('returns no roles for missing or malformed tokens', () => {
    expect(rolesOf(undefined)).toEqual([]);
    expect(rolesOf('')).toEqual([]);
    expect(rolesOf('not-a-jwt')).toEqual([]);
    expect(rolesOf('a.%%%.c')).toEqual([]);
    expect(rolesOf(`a.${Buffer.from('not json').toString('base64url')}.c`)).toEqual([]);
    expect(rolesOf(jwt({ sub: 'u1' }))).toEqual([]);
    expect(rolesOf(jwt({ realm_access: { roles: 'BANK' } }))).toEqual([]);
    expect(rolesOf(`a.${Buffer.from('null').toString('base64url')}.c`)).toEqual([]);
  });
});

describe('canOpenPage', () => {
  const pages: PagePermission[] = [
    { pageId: 'dashboard', permission: null },
    { pageId: 'profile' },
    { pageId: 'bank-mgt', permission: 'BANK' },
    { pageId: 'trail', permission: 'AUDIT' },
  ];

  it('opens a page without a permission to every signed-in user', () => {
    expect(canOpenPage('dashboard', pages, new Set())).toBe(true);
    expect(canOpenPage('profile', pages, new Set())).toBe(true);
  });

  it('requires the listed permission', () => {
    expect(canOpenPage('bank-mgt', pages, new Set(['BANK']))).toBe(true);
    expect(canOpenPage('bank-mgt', pages, new Set(['REPORT', 'AUDIT']))).toBe(false);
    expect(canOpenPage('trail', pages, new Set(['AUDIT']))).toBe(true);
  });

  it('compares permissions exactly', () => {
    expect(canOpenPage('bank-mgt', pages, new Set(['bank']))).toBe(false);
  });

  it('keeps the minimum permission in code: the server list can narrow a page, never open it', () => {
    const open: PagePermission[] = [
      { pageId: 'bank-mgt', permission: null },
      { pageId: 'users' },
      { pageId: 'trail', permission: 'AUDIT' },
      { pageId: 'customers', permission: 'ROLE_CUSTOMER_KYC' },
      { pageId: 'dashboard', permission: null },
    ];
    expect(canOpenPage('bank-mgt', open, new Set())).toBe(false);
    expect(canOpenPage('bank-mgt', open, new Set(['BANK']))).toBe(true);
    expect(canOpenPage('users', open, new Set(['role_get']))).toBe(false);
    expect(canOpenPage('users', open, new Set(['user_get']))).toBe(true);
    // Narrowed by the server: CUSTOMER alone no longer opens customers.
    expect(canOpenPage('customers', open, new Set(['CUSTOMER']))).toBe(false);
    expect(canOpenPage('customers', open, new Set(['CUSTOMER', 'ROLE_CUSTOMER_KYC']))).toBe(true);
    expect(canOpenPage('dashboard', open, new Set())).toBe(true);
  });

  it('keeps the minimum of a page the server list does not name: an empty list neither opens nor refuses', () => {
    expect(canOpenPage('bank-mgt', [], new Set(['BANK']))).toBe(true);
    expect(canOpenPage('bank-mgt', [], new Set(['REPORT']))).toBe(false);
    expect(canOpenPage('trail', pages, new Set(['AUDIT']))).toBe(true);
    expect(canOpenPage('customers', pages, new Set(['CUSTOMER']))).toBe(true);
    expect(canOpenPage('customers', pages, new Set())).toBe(false);
    expect(canOpenPage('dashboard', [], new Set())).toBe(true);
    expect(canOpenPage('new-admin-page', [], new Set(['BANK']))).toBe(false);
  });

  it('refuses a page id the console does not know, even when the server lists it open', () => {
    expect(canOpenPage('new-admin-page', [{ pageId: 'new-admin-page', permission: null }], new Set(['BANK']))).toBe(false);
  });

  it('knows a minimum for every admin page of the contract\'s page list', async () => {
    const { readFileSync } = await import('node:fs');
    const contract = readFileSync('openapi/session.yaml', 'utf8');
    const listed = [...contract.matchAll(/- \{ pageId: ([\w-]+), path: \/admin[^}]*permission: (\w+|null)/g)].map((m) => [m[1], m[2]] as const);
    expect(listed.length).toBeGreaterThan(60);
    for (const [pageId, permission] of listed) {
      expect([pageId, minimumPermission(pageId ?? '')]).toEqual([pageId, permission === 'null' ? null : permission]);
    }
  });

  it('refuses a page the console does not know and the server list does not name', () => {
    expect(canOpenPage('secret-page', pages, new Set(['BANK', 'AUDIT']))).toBe(false);
  });
});

describe('capitalise', () => {
  it.each([
    ['nimal', 'Nimal'],
    ['NIMAL', 'Nimal'],
    ['nIMAL perera', 'Nimal perera'],
    ['a', 'A'],
    ['', ''],
  ])('%j -> %j', (input, output) => {
    expect(capitalise(input)).toBe(output);
  });
});

describe('isAllowed', () => {
  const held = new Set(['user_get', 'role_delete']);

  it('passes what needs nothing, one held code, or any one of several codes', () => {
    expect(isAllowed(held, undefined)).toBe(true);
    expect(isAllowed(held, 'user_get')).toBe(true);
    expect(isAllowed(held, ['role_add', 'role_delete'])).toBe(true);
  });

  it('refuses a code not held, none of several, and anything needing a code without a user', () => {
    expect(isAllowed(held, 'user_add')).toBe(false);
    expect(isAllowed(held, ['role_add', 'user_update'])).toBe(false);
    expect(isAllowed(held, [])).toBe(false);
    expect(isAllowed(undefined, 'user_get')).toBe(false);
    expect(isAllowed(undefined, undefined)).toBe(true);
  });
});

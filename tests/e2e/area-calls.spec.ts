// Every screen, walked as each development account, asks the API only for what the account's
// permissions open: a call whose operation needs a permission the account lacks (its
// `x-permission` in the contract) would be refused by an API enforcing it ("Forbidden Action").
// Related names of another area (a user's bank, a request's record kind) are shown as codes instead.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../../dev/idp.mjs';
import { guardedAs, minimumPermission, PAGES, type PageEntry, type PageId } from '../../src/auth/pages';
import { expect, settled, signIn, test, type Account } from './support';

type Operation = { operationId: string; 'x-permission'?: string | string[] | null };
const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as { paths: Record<string, Record<string, Operation | unknown>> };

/** Each operation as a matcher of a call's method and path, with the permissions that allow it (null: every signed-in user). */
const OPERATIONS = Object.entries(contract.paths).flatMap(([path, item]) =>
  ['get', 'put', 'post', 'delete', 'patch'].flatMap((method) => {
    const operation = item[method] as Operation | undefined;
    if (!operation) return [];
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const declared = operation['x-permission'];
    const permissions = declared === null || declared === undefined ? null : Array.isArray(declared) ? declared : [declared];
    // A literal path wins over a templated one (`/customers/search` before `/customers/{id}`).
    return [{ method: method.toUpperCase(), pattern, literal: !path.includes('{'), id: operation.operationId, permissions }];
  }),
).sort((a, b) => Number(b.literal) - Number(a.literal));

/** The operation a call is, by its method and path under /api. */
const operationOf = (method: string, path: string) => OPERATIONS.find((operation) => operation.method === method && operation.pattern.test(path));

/** Records every API call the page makes that the account's permissions do not open, with the screen it came from. */
function callsOutside(page: Page, roles: readonly string[], where: () => string): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const path = url.pathname.replace(/^\/api/, '');
    const operation = operationOf(request.method(), path);
    if (!operation) outside.push(`${request.method()} ${path} (not in the contract) on ${where()}`);
    else if (operation.permissions && !operation.permissions.some((code) => roles.includes(code))) {
      outside.push(`${request.method()} ${path} (${operation.id}: ${operation.permissions.join(' or ')}) on ${where()}`);
    }
  });
  return outside;
}

/** The pages an account may open by its permissions whose address names no record. */
function pagesOf(roles: readonly string[]): [PageId, PageEntry][] {
  return (Object.entries(PAGES) as [PageId, PageEntry][]).filter(([id, entry]) => {
    if (entry.path.includes('$')) return false;
    const needed = minimumPermission(guardedAs(id));
    const needs = entry.needs ?? [];
    return needed !== undefined && (needed === null || roles.includes(needed)) && (needs.length === 0 || needs.some((code) => roles.includes(code)));
  });
}

/** Waits until the screen shows its heading and nothing on it is loading any more. */
async function shown(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await settled(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

for (const account of ['admin', 'viewer', 'kyc'] as const satisfies readonly Account[]) {
  test(`every screen walked as ${account}, each list's first record viewed, calls the API only within the account's areas`, async ({ page }) => {
    test.slow();
    const roles = ACCOUNTS[account].roles;
    let screen = '/admin/dashboard';
    await signIn(page, account, screen);
    const outside = callsOutside(page, roles, () => screen);
    const walked = pagesOf(roles);
    expect(walked.length).toBeGreaterThan(0);
    for (const [, entry] of walked) {
      screen = entry.path;
      await page.goto(entry.path);
      await shown(page);
      const view = page.getByRole('main').getByRole('button', { name: /^View / }).first();
      if (await view.isVisible()) {
        screen = `${entry.path} (View)`;
        await view.click();
        const drawer = page.getByRole('dialog').last();
        await expect(drawer).toBeVisible();
        await shown(page);
        await drawer.getByRole('button', { name: 'Close record' }).click();
        await expect(drawer).toBeHidden();
      }
    }
    expect(outside).toEqual([]);
  });
}

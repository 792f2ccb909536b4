// Tests on the development wallet API (the `stateful` project): each test works in a tenant of
// its own, which the API seeds afresh from the contract's examples on its first call, so tests see
// their own writes and none of another's, in parallel. The console sends the tenant of its
// config.json with every call: the test's browsers are given config.json with theirs.
import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CONTEXT } from '../../playwright.config';
import { expect, test } from './support';

/**
 * A tenant name of the running test's own, new for each repetition and retry (the contract's form:
 * lower-case letters, digits and hyphens, at most 32).
 */
export function testTenant(): string {
  const info = test.info();
  const id = createHash('sha256').update(`${info.testId}:${info.repeatEachIndex}:${info.retry}:${info.workerIndex}`).digest('hex').slice(0, 20);
  return `t-${id}`;
}

/** Gives a page or a whole browser context the tenant's config.json. */
export async function useTenant(target: Page | BrowserContext, tenant: string): Promise<void> {
  await target.route('**/config.json', async (route) => {
    let response;
    try {
      response = await route.fetch();
    } catch {
      // A reload or navigation cut this request off (ECONNRESET): the page asks again.
      await route.abort().catch(() => undefined);
      return;
    }
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, tenant } });
  });
}

/** A second operator on the same tenant: a browser of their own (its own context and session). */
export async function secondOperator(browser: Browser, tenant: string): Promise<Page> {
  const context = await browser.newContext({ ...CONTEXT, baseURL: test.info().project.use.baseURL ?? CONTEXT.baseURL });
  await useTenant(context, tenant);
  return context.newPage();
}

/** Gives every test of a file a tenant of its own (see `testTenant`); returns a reader of the running test's tenant. */
export function ownTenants(): () => string {
  let tenant = '';
  test.beforeEach(async ({ page }) => {
    tenant = testTenant();
    await useTenant(page, tenant);
  });
  return () => tenant;
}

/** A cell of a list, by its exact text. */
export const cellOf = (page: Page, title: string, text: string) => page.getByRole('table', { name: title }).getByRole('cell', { name: text, exact: true });

/**
 * Reloads the page and waits until the list shows `shown` again (a cell's exact text): what the
 * API holds now, not what the page kept.
 */
export async function reloadList(page: Page, title: string, shown: string): Promise<void> {
  await page.reload();
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(cellOf(page, title, shown).first()).toBeVisible();
}

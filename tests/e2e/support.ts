import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

export type Account = 'admin' | 'viewer' | 'kyc';

/** Signs in through the identity provider's login page, as a person would. */
export async function signIn(page: Page, account: Account, path = '/login'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#username')).toBeVisible();
  await page.locator('#username').fill(account);
  await page.locator('#password').fill(account);
  await page.locator('#kc-login').click();
  await expect(page.getByRole('banner')).toBeVisible();
}

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(blocking, blocking.join('\n')).toEqual([]);
}

/** The side navigation. */
export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** A snackbar notice with exactly this text. */
export const notice = (page: Page, text: string) => page.locator('.mantine-Notification-description', { hasText: text });

/**
 * The end-to-end `test`: besides the checks a test makes itself, the page every test ends on
 * is scanned with axe, so every page the suite opens gets an accessibility check.
 */
export const test = base.extend<{ accessibleAtEnd: undefined }>({
  accessibleAtEnd: [
    async ({ page }, use) => {
      await use(undefined);
      if (/^https?:/.test(page.url())) await expectAccessible(page);
    },
    { auto: true },
  ],
});

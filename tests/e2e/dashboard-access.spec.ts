// The dashboard per permission and as a way into the work: each section only for a user who
// may open the area it summarises (a user with none gets no call and the pages they may open),
// and each waiting count and notification opening its list, filtered to the work waiting there.
import type { Page } from '@playwright/test';
import { apiCalls, expect, expectAccessible, signIn, test } from './support';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('Dashboard per permission', () => {
  test('a user with no section of it (viewer) is not shown wallet figures and is offered the pages they may open', async ({ page }) => {
    const calls = apiCalls(page);
    await signIn(page, 'viewer', '/admin/dashboard');
    const open = page.getByRole('region', { name: 'What you can open' });
    await expect(open).toContainText("The dashboard's figures belong to areas your role does not cover");
    await expect(open.getByRole('link', { name: 'Roles', exact: true })).toBeVisible();
    await expect(page.getByText('1,248,503,250.75')).toHaveCount(0);
    await expect(region(page, "Today's transactions")).toHaveCount(0);
    await expectAccessible(page);
    expect(calls).not.toContain('/dashboard');

    await open.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
  });

  test('a customer officer (kyc) sees the customer figures and card queues, not the transactions or wallet balances', async ({ page }) => {
    await signIn(page, 'kyc', '/admin/dashboard');
    await expect(region(page, 'Customers').getByText('128,540', { exact: true }).first()).toBeVisible();
    await expect(region(page, 'Notifications').getByRole('link', { name: 'Credit-card applications' })).toBeVisible();
    for (const name of ["Today's transactions", 'Customer transactions', 'Merchant transactions', 'Wallet users', 'Merchants']) {
      await expect(region(page, name)).toHaveCount(0);
    }
    await expect(page.getByText('1,248,503,250.75')).toHaveCount(0);
  });
});

test.describe('Dashboard work queue', () => {
  test('each waiting count opens its list filtered to the work waiting there', async ({ page }) => {
    await signIn(page, 'admin', '/admin/dashboard');
    const waiting = region(page, 'Notifications').getByRole('list', { name: 'Waiting for action' });
    await waiting.getByRole('link', { name: 'Open disputes' }).click();
    await expect(page.getByRole('heading', { name: 'Dispute Report', level: 2 })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filters' }).getByRole('textbox', { name: 'Status' })).toHaveValue('Open');

    await page.goBack();
    await waiting.getByRole('link', { name: 'Authorization requests' }).click();
    await expect(page.getByRole('heading', { name: 'Authorization Requests', level: 2 })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filters' }).getByRole('textbox', { name: 'Status' })).toHaveValue('Pending');

    await page.goBack();
    await waiting.getByRole('link', { name: 'Card block requests' }).click();
    await expect(page.getByRole('heading', { name: 'Card Block Requests', level: 2 })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filters' }).getByRole('textbox', { name: 'Status' })).toHaveValue('Pending');
  });

  test('a merchant request notification opens the pending merchant requests', async ({ page }) => {
    await signIn(page, 'admin', '/admin/dashboard');
    await region(page, 'Notifications').getByRole('link', { name: 'Amaya Jayasinghe asked to become a merchant (Amaya Home Bakers)' }).click();
    await expect(page.getByRole('heading', { name: 'Merchant Requests', level: 2 })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filters' }).getByRole('textbox', { name: 'Status' })).toHaveValue('Pending');
  });
});

// Card requests' status changes: the dialog names the current status, offers only the moves the
// resource's transition table allows from it, a final status offers no change, and a decision
// that refuses a customer (the call carries no reason) needs its consequence ticked.
import type { Locator, Page } from '@playwright/test';
import { choose, openList, rowOf } from './crud';
import { expect, expectAccessible, notice, test } from './support';

async function changeStatus(page: Page, title: string, singular: string, id: string): Promise<Locator> {
  await rowOf(page, title, new RegExp(`^${id} `)).getByRole('button', { name: `More actions for ${singular} ${id}` }).click();
  await page.getByRole('menuitem', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Card request decisions', () => {
  test('a rejected application offers no status change; a pending one names its status and offers its next steps', async ({ page }) => {
    const title = 'Credit Card Applications';
    await openList(page, '/admin/credit-cards/applications', title, '9003');
    await expect(rowOf(page, title, /^9003 /)).toContainText('Rejected');
    await expect(rowOf(page, title, /^9003 /).getByRole('button', { name: /^More actions/ })).toHaveCount(0);

    const dialog = await changeStatus(page, title, 'Application', '9001');
    await expect(dialog.getByText('Current status: Pending')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'New status' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['In review', 'Approved', 'Rejected']);
    await page.getByRole('listbox').getByRole('option', { name: 'Rejected' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Amaya Jayasinghe is refused the Visa Gold card: the decision is final.' })).toBeVisible();
  });

  test('a lost-card block request cannot be rejected with one click: its consequence must be ticked', async ({ page }) => {
    const title = 'Card Block Requests';
    await openList(page, '/admin/credit-cards/block-request', title, '7003');
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    const dialog = await changeStatus(page, title, 'Block Request', '7003');
    await expect(dialog.getByText('Current status: Pending')).toBeVisible();
    await choose(dialog, 'New status', 'Rejected');
    const consequence = dialog.getByRole('checkbox', { name: 'The card ending 4821 stays usable although Amaya Jayasinghe reported it lost.' });
    await expect(consequence).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save Status' }).click();
    await expect(dialog.getByText('Tick this to confirm the decision')).toBeVisible();
    await expectAccessible(page);
    expect(puts).toEqual([]);

    await consequence.check();
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && /\/blocked-requests\/7003$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Save Status' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ status: 'REJECTED' });
    await expect(notice(page, 'Block Request Edited Successfully')).toBeVisible();
  });
});

// Card requests' status changes: the dialog names the current status, offers only the moves the
// resource's transition table allows from it, a final status offers no change, a decision
// that refuses a customer needs its consequence ticked, and refusing an application asks a reason,
// sent with the change and shown in the application's history.
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

  test("refusing an application asks a reason, sent with the change; the application's history shows it", async ({ page }) => {
    const title = 'Credit Card Applications';
    await openList(page, '/admin/credit-cards/applications', title, '9001');
    const dialog = await changeStatus(page, title, 'Application', '9001');
    await choose(dialog, 'New status', 'In review');
    await expect(dialog.getByRole('textbox', { name: 'Reason for the refusal' })).toHaveCount(0);
    await choose(dialog, 'New status', 'Rejected');
    await dialog.getByRole('checkbox', { name: 'Amaya Jayasinghe is refused the Visa Gold card: the decision is final.' }).check();
    await dialog.getByRole('button', { name: 'Save Status' }).click();
    await expect(dialog.getByText('Reason for the refusal is required')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('textbox', { name: 'Reason for the refusal' }).fill('The declared income does not support the requested limit.');
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && /\/applications\/9001$/.test(r.url()));
    await dialog.getByRole('button', { name: 'Save Status' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ status: 'REJECTED', reason: 'The declared income does not support the requested limit.' });
    await expect(notice(page, 'Application Request Edited Successfully')).toBeVisible();

    // A refused application's history says who refused it, when and why.
    await rowOf(page, title, /^9003 /).getByRole('button', { name: /^View Application 9003/ }).click();
    const history = page.getByRole('table', { name: 'History' });
    await expect(history.getByRole('row', { name: /Rejected/ })).toContainText('nimal.perera');
    await expect(history.getByRole('row', { name: /Rejected/ })).toContainText('The declared income does not support the requested limit.');
    await expect(history.getByRole('row', { name: /Rejected/ })).toContainText('2026-11-18 04:40 PM');
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

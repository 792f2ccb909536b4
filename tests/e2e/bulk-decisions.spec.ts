// Decisions on several rows of a work queue: rows chosen by their checkboxes, the decision asked
// once, each row still its own call, a summary of what succeeded and what failed (with the
// catalogue's text), rows that cannot take it left out with why, and the queue reloaded.
import type { Request } from '@playwright/test';
import { listTable, openList } from './crud';
import { expect, expectAccessible, settled, test } from './support';

const REQUESTS = 'Authorization Requests';

test('accepts two authorization requests at once, each listed with its change: one accepted, one refused with the catalogue text; the own and decided requests cannot be ticked', async ({ page }) => {
  // The decision on 3056 is refused (403: the catalogue's "Forbidden Action").
  await page.route('**/api/dual-check', (route) => {
    const request = route.request();
    const body = request.method() === 'PUT' ? (request.postDataJSON() as { id?: number }) : {};
    return body.id === 3056 ? route.continue({ headers: { ...request.headers(), prefer: 'code=403' } }) : route.continue();
  });
  const decisions: number[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'PUT' && /\/api\/dual-check$/.test(request.url())) decisions.push((request.postDataJSON() as { id: number }).id);
  });
  await openList(page, '/admin/authorization-mgt/request', REQUESTS, '3057');
  const table = listTable(page, REQUESTS);
  // One's own request and a decided one cannot be chosen; the hint says why.
  const own = table.getByRole('checkbox', { name: 'Select Authorization Request 3054' });
  await expect(own).toBeDisabled();
  await expect(own).toHaveAttribute('title', 'You made this request: another administrator accepts or rejects it.');
  await expect(table.getByRole('checkbox', { name: 'Select Authorization Request 3052' })).toBeDisabled();
  await table.getByRole('checkbox', { name: 'Select Authorization Request 3057' }).check();
  await table.getByRole('checkbox', { name: 'Select Authorization Request 3056' }).check();
  const chosen = page.getByRole('group', { name: 'Chosen rows' });
  await expect(chosen).toContainText('2 selected');
  // Reject is drawn as the destructive one, Accept is not.
  await expect(chosen.getByRole('button', { name: 'Reject selected' })).toHaveCSS('background-color', 'rgb(224, 49, 49)');
  await expect(chosen.getByRole('button', { name: 'Accept selected' })).not.toHaveCSS('background-color', 'rgb(224, 49, 49)');
  await chosen.getByRole('button', { name: 'Accept selected' }).click();

  const dialog = page.getByRole('dialog', { name: 'Accept: 2 authorization requests selected' });
  await expect(dialog).not.toContainText('Left out');
  await expect(dialog).toContainText('Accept 2 authorization requests? Each is sent and recorded on its own');
  // Each request, and what it changes.
  const listed = dialog.getByRole('list', { name: 'The authorization requests to accept' }).getByRole('listitem');
  await expect(listed).toHaveCount(2);
  await expect(listed.filter({ hasText: 'Authorization Request 3057' })).toContainText(/Amount:\s*25\.00\s*→.*30\.00/);
  await expect(listed.filter({ hasText: 'Authorization Request 3056' })).toContainText(/Daily limit:\s*100,000\.00\s*→.*150,000\.00/);
  await expectAccessible(page);
  const reload = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/dual-check\?/.test(r.url()));
  await dialog.getByRole('button', { name: 'Accept (2)' }).click();

  await expect(dialog.getByRole('status')).toHaveText('Done: 1 succeeded, 1 failed.');
  await expect(dialog).toContainText('Failed (1)');
  await expect(dialog).toContainText(/Authorization Request 3056 \(kasuni\.fernando\): Forbidden Action \(request id [0-9a-f-]{36}\)/);
  await expect(dialog).toContainText('Succeeded (1)');
  await expect(dialog).toContainText('Authorization Request 3057 (kasuni.fernando): Authorization request Accepted Successfully');
  await reload;
  expect(decisions.sort()).toEqual([3056, 3057]);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(chosen).toBeHidden();
  await expect(table.getByRole('checkbox', { name: 'Select Authorization Request 3057' })).not.toBeChecked();
  await settled(page);
});

test('rejects several disputes with one reason, sent with each', async ({ page }) => {
  const remarks: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'PUT' && /\/api\/customers\/transactions\/disputes\//.test(request.url())) remarks.push((request.postDataJSON() as { remark: string }).remark);
  });
  await openList(page, '/admin/dispute-mgt/dispute-report', 'Dispute Report', 'TXN20261120000412');
  const table = listTable(page, 'Dispute Report');
  await table.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  const chosen = page.getByRole('group', { name: 'Chosen rows' });
  await chosen.getByRole('button', { name: 'Approve/Reject selected' }).click();
  // Only the disputes still open were chosen: the decided ones cannot be.
  const dialog = page.getByRole('dialog', { name: /^Approve\/Reject: \d+ disputes? selected$/ });
  await expect(dialog).not.toContainText('Left out');
  await dialog.getByRole('textbox', { name: 'New status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Reject', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The merchant confirmed the delivery');
  await dialog.getByRole('button', { name: /^Confirm \(\d+\)$/ }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Done: \d+ succeeded, 0 failed\.$/);
  expect(remarks.length).toBeGreaterThan(0);
  expect(new Set(remarks)).toEqual(new Set(['The merchant confirmed the delivery']));
});

import { openList } from './crud';
import { expect, test } from './support';

const NIC = '199512309876';

test('the NIC lookup keeps the NIC out of every address the console shows or puts in its history', async ({ page }) => {
  // Every address the console writes into the session history, whichever way it does so.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { historyUrls: string[] }).historyUrls = seen;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        seen.push(String(url ?? ''));
        original(data, unused, url);
      };
    }
  });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(frame.url()));

  await openList(page, '/admin/users', 'Users', 'nimal.perera');
  await page.getByRole('link', { name: 'Add User' }).click();
  const form = page.getByRole('form', { name: 'User details' });
  await form.getByLabel('NIC').fill(NIC);
  await form.getByRole('button', { name: 'Look up' }).click();
  await expect(form.getByRole('status')).toHaveText('Filled in from the record found: First Name, Last Name, Email, Mobile.');
  await expect(form.getByLabel('NIC')).toHaveValue(NIC);

  expect(page.url()).not.toContain(NIC);
  expect(await page.title()).not.toContain(NIC);
  const written = await page.evaluate(() => (window as unknown as { historyUrls: string[] }).historyUrls);
  expect(written.length).toBeGreaterThan(0);
  for (const url of [...written, ...visited]) expect(url).not.toContain(NIC);
  expect(JSON.stringify(await page.evaluate(() => history.state as unknown))).not.toContain(NIC);

  // Back in the history (the unsaved form asks first), nothing shows it either.
  await page.goBack();
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
  expect(page.url()).not.toContain(NIC);
});

import type { Locator, Page, Request } from '@playwright/test';
import dayjs from 'dayjs';
import { choose, expectForbidden, listTable, openAdd, openEdit, openList, rowOf, submitAndExpectSaved } from './crud';
import { expect, expectAccessible, nav, notice, PINNED_NOW, signIn, test } from './support';

/** A 1x1 transparent PNG, built in memory. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const chooseImage = (form: Locator, name = 'avurudu-banner.png') => form.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });

/** A text part, a file part, or a JSON part (a Blob typed application/json) with its text. */
type Part = string | { file: string; type: string; size: number; text?: string };

/**
 * Records the parts of every multipart request the page sends (Chromium does not expose a
 * body holding a file to the test, so the page's fetch reports what it sends).
 */
async function recordUploads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const uploads: Record<string, unknown>[] = [];
    (window as unknown as { uploads: typeof uploads }).uploads = uploads;
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (input instanceof Request && (input.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
        const parts = await input.clone().formData();
        const entry: Record<string, unknown> = { url: new URL(input.url).pathname };
        for (const [name, value] of parts.entries()) {
          entry[name] = typeof value === 'string' ? value : { file: value.name, type: value.type, size: value.size, ...(value.type === 'application/json' ? { text: await value.text() } : {}) };
        }
        uploads.push(entry);
      }
      return send(input, init);
    };
  });
}

/** The parts of the multipart requests sent to a path so far, last one first. */
async function uploadsTo(page: Page, pathname: RegExp): Promise<Record<string, Part>[]> {
  const all = await page.evaluate(() => (window as unknown as { uploads: Record<string, Part>[] }).uploads);
  return all.filter((entry) => pathname.test(String(entry.url))).reverse();
}

/** The last multipart request to a path: its multipart Content-Type checked, its parts. */
async function lastUpload(page: Page, request: Promise<Request>, pathname: RegExp): Promise<Record<string, Part>> {
  expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const [last] = await uploadsTo(page, pathname);
  if (!last) throw new Error(`no multipart request to ${String(pathname)}`);
  return last;
}

/** The next POST to a path, once sent. */
const postTo = (page: Page, pathname: RegExp) => page.waitForRequest((r) => r.method() === 'POST' && pathname.test(new URL(r.url()).pathname));

/** The `data` part of an upload, which must leave typed application/json (the contract's encoding). */
function dataOf(upload: Record<string, Part>): Record<string, unknown> {
  const part = upload.data;
  expect(part, 'the data part is JSON').toMatchObject({ type: 'application/json' });
  return JSON.parse(typeof part === 'object' ? (part.text ?? '') : '') as Record<string, unknown>;
}

/** Forces Prism to refuse the next edits of a path (`Prefer: code=400`). */
const refuseEdits = (page: Page, glob: string) =>
  page.route(glob, (route) => (route.request().method() === 'POST' ? route.continue({ headers: { ...route.request().headers(), prefer: 'code=400' } }) : route.continue()));

/** A new banner's expiry: not in the past on the pinned day, whichever day that is. */
const EXPIRY = dayjs(PINNED_NOW).add(1, 'year').format('YYYY-MM-DD');

test.describe('Banners', () => {
  // An expiry must not be in the past: the dates typed below hold on the pinned day.
  test.use({ clockAt: PINNED_NOW });

  const title = 'Banners';

  test.beforeEach(async ({ page }) => {
    await recordUploads(page);
    await openList(page, '/admin/banner-mgt/banner-management', title, 'Keells weekend groceries 10% off');
  });

  test('lists the banners with their images, offer names, dates and statuses', async ({ page }) => {
    const keells = rowOf(page, title, /Keells weekend groceries/);
    await expect(keells.locator('img')).toHaveAttribute('src', 'https://cdn.wallet.example.lk/banners/1.png');
    await expect(keells).toContainText('Keells Super weekend 10% off');
    await expect(keells).toContainText('2026-12-31');
    await expect(rowOf(page, title, /Arpico Hyde Park flash sale/)).toContainText('Inactive');
    await expect(listTable(page, title).getByRole('row')).toHaveCount(4);
  });

  test('adds a banner: the image is required, sent as the file part beside the JSON data part', async ({ page }) => {
    const form = await openAdd(page, 'Banner');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByText('Image is required')).toBeVisible();
    await expect(form.getByText('Name is required')).toBeVisible();

    await form.getByLabel('Name').fill('Dialog bill cashback 5%');
    await choose(form, 'Category', 'Bill payments');
    await form.getByLabel('Priority').fill('4');
    await form.getByLabel('Expiry Date').fill(EXPIRY);
    await choose(form, 'Offer', 'CEB and Dialog bill cashback 5%');
    await chooseImage(form);
    await expect(form.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await expect(form.getByText('Image is required')).toHaveCount(0);
    await expectAccessible(page);

    const sent = postTo(page, /\/api\/banners\/$/);
    await submitAndExpectSaved(page, form, 'Save', 'New Banner added Successfully', /\/api\/banners\?/);
    const upload = await lastUpload(page, sent, /\/api\/banners\/$/);
    expect(upload.file).toEqual({ file: 'avurudu-banner.png', type: 'image/png', size: PNG.length });
    expect(dataOf(upload)).toEqual({ name: 'Dialog bill cashback 5%', category: 'BILLS', priority: 4, expDate: EXPIRY, status: 1, offerId: 2 });
  });

  test('edits a banner without a new image: the current image is previewed and no file part is sent', async ({ page }) => {
    const form = await openEdit(page, title, 'Banner', /Pay your CEB bill in seconds/);
    await expect(form.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', 'https://cdn.wallet.example.lk/banners/2.png');
    await expect(form.getByLabel('Expiry Date')).toHaveValue('2027-03-31');
    await form.getByLabel('Priority').fill('1');
    await expectAccessible(page);

    const sent = postTo(page, /\/api\/banners\/2$/);
    await submitAndExpectSaved(page, form, 'Save changes', 'Banner record edited Successfully', /\/api\/banners\?/);
    const upload = await lastUpload(page, sent, /\/api\/banners\/2$/);
    expect(upload).not.toHaveProperty('file');
    expect(dataOf(upload)).toEqual({ name: 'Pay your CEB bill in seconds', category: 'BILLS', priority: 1, expDate: '2027-03-31', status: 1, offerId: null });
  });

  test('a refused edit shows "Failed to edit banner" and keeps the form open with the input', async ({ page }) => {
    await refuseEdits(page, '**/api/banners/1');
    const form = await openEdit(page, title, 'Banner', /Keells weekend groceries/);
    await form.getByLabel('Name').fill('Keells weekend groceries 15% off');
    await chooseImage(form, 'keells-15.png');
    await form.getByRole('button', { name: 'Save changes' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Failed to edit banner');
    await expect(alert).toContainText('Request validation failed');
    await expect(notice(page, 'Banner record edited Successfully')).toHaveCount(0);
    await expect(form.getByLabel('Name')).toHaveValue('Keells weekend groceries 15% off');
    await expect(form.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', /^blob:/);
  });
});

test.describe('Offers & Promotions', () => {
  const title = 'Offers & Promotions';

  test.beforeEach(async ({ page }) => {
    await recordUploads(page);
    await openList(page, '/admin/banner-mgt/offers-promotion', title, 'Keells Super weekend 10% off');
  });

  test('lists the offers and filters them by status in the URL', async ({ page }) => {
    const flash = rowOf(page, title, /Arpico Hyde Park 20% flash sale/);
    await expect(flash).toContainText('Yes');
    await expect(flash).toContainText('Inactive');
    await expect(rowOf(page, title, /Keells Super weekend/).locator('img')).toHaveAttribute('src', 'https://cdn.wallet.example.lk/offers/1.png');

    const filtered = page.waitForRequest((r) => r.method() === 'GET' && /\/api\/offers\?/.test(r.url()) && new URL(r.url()).searchParams.get('status') === '2');
    await choose(page.getByRole('search', { name: 'Filters' }), 'Status', 'Inactive');
    await filtered;
    await expect(page).toHaveURL(/filters=.*status.*2/);
  });

  test('adds an offer as JSON (an image is attached by editing it)', async ({ page }) => {
    const form = await openAdd(page, 'Offer');
    await expect(form.getByText('Image', { exact: true })).toHaveCount(0);
    await form.getByLabel('Name').fill('Cargills Food City LKR 300 off');
    await form.getByLabel('Description').fill('LKR 300.00 off a Cargills Food City bill of LKR 3,000.00 or more paid by LANKAQR.');
    await form.getByLabel('Sequence').fill('4');
    await form.getByLabel('Expiry Date').fill('2027-02-28');
    // Choosing the type also closes the date's calendar, which would cover the switch below.
    await choose(form, 'Type', 'Cashback');
    await form.getByText('Flash offer', { exact: true }).click();
    await expectAccessible(page);

    const sent = page.waitForRequest((r) => r.method() === 'POST' && /\/api\/offers\/$/.test(new URL(r.url()).pathname));
    await submitAndExpectSaved(page, form, 'Save', 'New Offer added Successfully', /\/api\/offers\?/);
    expect((await sent).postDataJSON()).toEqual({
      name: 'Cargills Food City LKR 300 off',
      description: 'LKR 300.00 off a Cargills Food City bill of LKR 3,000.00 or more paid by LANKAQR.',
      type: 1,
      sequence: 4,
      expDate: '2027-02-28',
      status: 1,
      isflashOffer: true,
    });
  });

  test('edits an offer, attaching an image', async ({ page }) => {
    const form = await openEdit(page, title, 'Offer', /Arpico Hyde Park 20% flash sale/);
    await expect(form.getByRole('switch', { name: 'Flash offer' })).toBeChecked();
    await expect(form.getByRole('img', { name: 'Image preview' })).toHaveCount(0);
    await chooseImage(form, 'arpico-flash.png');
    await expect(form.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await choose(form, 'Status', 'Active');
    await expectAccessible(page);

    const sent = postTo(page, /\/api\/offers\/3$/);
    await submitAndExpectSaved(page, form, 'Save changes', 'Offer record edited Successfully', /\/api\/offers\?/);
    const upload = await lastUpload(page, sent, /\/api\/offers\/3$/);
    expect(upload.file).toEqual({ file: 'arpico-flash.png', type: 'image/png', size: PNG.length });
    expect(dataOf(upload)).toMatchObject({ name: 'Arpico Hyde Park 20% flash sale', type: 1, sequence: 3, status: 1, isflashOffer: true });
  });

  test('a refused edit shows "Failed to edit offer" and keeps the form open with the input', async ({ page }) => {
    await refuseEdits(page, '**/api/offers/2');
    const form = await openEdit(page, title, 'Offer', /CEB and Dialog bill cashback/);
    await form.getByLabel('Sequence').fill('7');
    await form.getByRole('button', { name: 'Save changes' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Failed to edit offer');
    await expect(form.getByLabel('Sequence')).toHaveValue('7');
    await expect(notice(page, 'Offer record edited Successfully')).toHaveCount(0);
  });
});

test('the viewer account cannot reach the banner and offer screens: not in the menu, refused by URL', async ({ page }) => {
  await signIn(page, 'viewer', '/admin/dashboard');
  await expect(nav(page).getByText('User Management', { exact: true })).toBeVisible();
  for (const [path, title] of [
    ['/admin/banner-mgt/banner-management', 'Banners'],
    ['/admin/banner-mgt/offers-promotion', 'Offers & Promotions'],
  ] as const) {
    await expect(nav(page).getByText(title, { exact: true })).toHaveCount(0);
    await expectForbidden(page, path);
    await expect(page.getByText(`You do not have permission to open ${title}.`)).toBeVisible();
  }
});

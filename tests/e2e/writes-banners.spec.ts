// Banners and offers written take effect (the `stateful` project, no answer intercepted): a
// banner added with its image and edited without one (multipart), an offer added (JSON) and edited
// with an image. Each test asserts what the API holds after a reload, not the notices. Each test
// has a tenant of its own.
import type { Locator } from '@playwright/test';
import dayjs from 'dayjs';
import { choose, openAdd, openEdit, openList, rowOf, submitAndExpectSaved } from './crud';
import { ownTenants, reloadList } from './stateful';
import { expect, PINNED_NOW, test } from './support';

ownTenants();
// An expiry must not be in the past: the dates typed below hold on the pinned day.
test.use({ clockAt: PINNED_NOW });

/** A 1x1 transparent PNG, built in memory. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const chooseImage = (form: Locator, name: string) => form.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
const EXPIRY = dayjs(PINNED_NOW).add(1, 'year').format('YYYY-MM-DD');

test('banners: a banner added with its image and one edited without are so after a reload', async ({ page }) => {
  const title = 'Banners';
  const list = /\/api\/banners\?/;
  await openList(page, '/admin/banner-mgt/banner-management', title, 'Keells weekend groceries 10% off');
  const add = await openAdd(page, 'Banner');
  await add.getByLabel('Name').fill('Dialog bill cashback 5%');
  await choose(add, 'Category', 'Bill payments');
  await add.getByLabel('Priority').fill('4');
  await add.getByLabel('Expiry Date').fill(EXPIRY);
  await choose(add, 'Offer', 'CEB and Dialog bill cashback 5%');
  await chooseImage(add, 'dialog-banner.png');
  await submitAndExpectSaved(page, add, 'Save', 'New Banner added Successfully', list);
  const edit = await openEdit(page, title, 'Banner', /Pay your CEB bill in seconds/);
  await edit.getByLabel('Priority').fill('1');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Banner record edited Successfully', list);

  await reloadList(page, title, 'Keells weekend groceries 10% off');
  const added = rowOf(page, title, /Dialog bill cashback 5%/);
  await expect(added).toContainText('CEB and Dialog bill cashback 5%');
  await expect(added).toContainText(EXPIRY);
  await expect(added.getByRole('cell', { name: '4', exact: true })).toBeVisible();
  const edited = rowOf(page, title, /Pay your CEB bill in seconds/);
  await expect(edited.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  // Edited without a new image: the one it had is kept.
  await expect(edited.locator('img')).toHaveAttribute('src', 'https://cdn.wallet.example.lk/banners/2.png');
});

test('offers: an offer added and one edited with an image are so after a reload', async ({ page }) => {
  const title = 'Offers & Promotions';
  const list = /\/api\/offers\?/;
  await openList(page, '/admin/banner-mgt/offers-promotion', title, 'Keells Super weekend 10% off');
  const add = await openAdd(page, 'Offer');
  await add.getByLabel('Name').fill('Cargills Food City LKR 300 off');
  await add.getByLabel('Description').fill('LKR 300.00 off a Cargills Food City bill of LKR 3,000.00 or more paid by LANKAQR.');
  await add.getByLabel('Sequence').fill('4');
  await add.getByLabel('Expiry Date').fill(EXPIRY);
  await choose(add, 'Type', 'Cashback');
  await submitAndExpectSaved(page, add, 'Save', 'New Offer added Successfully', list);
  await expect(rowOf(page, title, /Arpico Hyde Park 20% flash sale/)).toContainText('Inactive');
  const edit = await openEdit(page, title, 'Offer', /Arpico Hyde Park 20% flash sale/);
  await chooseImage(edit, 'arpico-flash.png');
  await choose(edit, 'Status', 'Active');
  await submitAndExpectSaved(page, edit, 'Save changes', 'Offer record edited Successfully', list);

  await reloadList(page, title, 'Keells Super weekend 10% off');
  const added = rowOf(page, title, /Cargills Food City LKR 300 off/);
  await expect(added).toContainText('Cashback');
  await expect(added).toContainText(EXPIRY);
  const edited = rowOf(page, title, /Arpico Hyde Park 20% flash sale/);
  await expect(edited).toContainText('Active');
  await expect(edited).not.toContainText('Inactive');
});

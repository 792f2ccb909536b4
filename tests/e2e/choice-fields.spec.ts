// Forms offer choices where the contract has them instead of raw codes: a banner's category and an
// offer's type from the configuration call, and the lists show their names.
import type { Locator, Page } from '@playwright/test';
import { openAdd, openList, rowOf } from './crud';
import { expect, test } from './support';

/** The options a select of the form offers (the list closes again). */
async function optionsOf(page: Page, form: Locator, label: string): Promise<string[]> {
  await form.getByRole('textbox', { name: label }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const texts = await options.allTextContents();
  await form.getByRole('textbox', { name: label }).press('Escape');
  return texts;
}

test.describe('Choices instead of codes', () => {
  test('a banner is placed by a category chosen by name, and the list names it', async ({ page }) => {
    await openList(page, '/admin/banner-mgt/banner-management', 'Banners', 'Keells weekend groceries 10% off');
    await expect(rowOf(page, 'Banners', /Pay your CEB bill in seconds/)).toContainText('Bill payments');
    const form = await openAdd(page, 'Banner');
    expect(await optionsOf(page, form, 'Category')).toEqual(['Home screen', 'Bill payments', 'Offers']);
  });

  test('an offer has a type chosen by name, not a whole number, and the list names it', async ({ page }) => {
    await openList(page, '/admin/banner-mgt/offers-promotion', 'Offers & Promotions', 'Keells Super weekend 10% off');
    await expect(rowOf(page, 'Offers & Promotions', /Keells Super weekend 10% off/)).toContainText('Cashback');
    const form = await openAdd(page, 'Offer');
    expect(await optionsOf(page, form, 'Type')).toEqual(['Cashback', 'Discount', 'Loyalty points']);
  });
});

// Choosing a date the way a user does: open the field's calendar and click a day.
import type { Locator } from '@playwright/test';
import { expect } from './support';

/** Picks a day of the month the date picker opens on (not a day of a neighbouring month shown beside it). */
export async function pickDay(form: Locator, label: string, day: number): Promise<void> {
  await form.getByRole('textbox', { name: label }).click();
  await form.page().locator(`[data-dates-dropdown] button[aria-label^="${day} "]:not([data-outside])`).click();
  await expect(form.getByRole('textbox', { name: label })).toHaveValue(new RegExp(`^\\d{4}-\\d{2}-${String(day).padStart(2, '0')}$`));
}

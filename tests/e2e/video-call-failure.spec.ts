// The KYC video call after it failed: the call's controls follow its state (no Mute, Camera or
// End call for a call that is not there, Try again and Close instead), and a KYC document whose
// image cannot be loaded says so by its name instead of a broken image.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './support';

const FATHIMA = '/admin/customer-mgt/100236';
/** A 1×1 PNG, for a document image that loads. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function startCall(page: Page) {
  await signIn(page, 'kyc', FATHIMA);
  await expect(page.getByRole('heading', { name: 'Customer: Fathima Rizna (100236)', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Start video KYC' }).click();
  const dialog = page.getByRole('dialog', { name: 'Video KYC: Fathima Rizna (100236)' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('KYC video call after a failure', () => {
  test('a call that failed offers no Mute, Camera or End call, but Try again and Close', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    const dialog = await startCall(page);
    await expect(dialog.getByRole('alert')).toContainText('The video call stopped');
    await expect(dialog.getByRole('button', { name: 'Mute' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Camera off' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'End call' })).toHaveCount(0);
    await expect(dialog.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('a session that could not be opened offers Close, not End call', async ({ page }) => {
    await page.route(/\/api\/customers\/5003\/getKYCDetails$/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Twilio unavailable' }) }));
    const dialog = await startCall(page);
    await expect(dialog.getByRole('alert')).toContainText('The video call could not be opened');
    await expect(dialog.getByRole('button', { name: 'Mute' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'End call' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeEnabled();
  });

  test('a KYC document that cannot be loaded says so by its name', async ({ page }) => {
    await page.route('https://cdn.wallet.example.lk/kyc/**', (route) =>
      route.request().url().endsWith('/nic-front.jpg') ? route.fulfill({ status: 200, contentType: 'image/png', body: PNG }) : route.fulfill({ status: 404, body: '' }),
    );
    const dialog = await startCall(page);
    await expect(dialog.getByRole('img', { name: 'NIC (front)' })).toBeVisible();
    await expect(dialog.getByText('Could not load NIC (back)')).toBeVisible();
    await expect(dialog.getByText('Could not load Selfie')).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'NIC (back)' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close the video call' }).click();
    await expect(dialog).toBeHidden();
  });
});

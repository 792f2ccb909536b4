import { getNonce } from 'get-nonce';
import { afterEach, expect, test } from 'vitest';
import { installStyleNonce } from '../../src/lib/csp-nonce';

afterEach(() => document.head.querySelector('meta[property="csp-nonce"]')?.remove());

function serveNonce(value: string) {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', value);
  document.head.append(meta);
}

test('without the production server (its placeholder, or no meta) there is no nonce', () => {
  expect(installStyleNonce()).toBe('');
  serveNonce('CSP_NONCE');
  expect(installStyleNonce()).toBe('');
  expect(getNonce()).toBeUndefined();
});

test("the server's nonce is given to Mantine's styles and to the modals' scroll lock (get-nonce)", () => {
  serveNonce('0123456789abcdef0123456789abcdef');
  expect(installStyleNonce()).toBe('0123456789abcdef0123456789abcdef');
  expect(getNonce()).toBe('0123456789abcdef0123456789abcdef');
});

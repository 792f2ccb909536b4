// The silent sign-in's answer page (public/silent-callback.html): its inline script hands the
// identity provider's answer to the console's window only, and the production server's policy
// allows exactly that script by its hash.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, vi } from 'vitest';

const page = readFileSync('public/silent-callback.html', 'utf8');
const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];

/** Runs the page's script in a window whose parent is `parent` (itself when top-level). */
function run(framed: boolean) {
  const parent = { postMessage: vi.fn() };
  const self = { location: { href: 'https://console.bank.example/silent-callback.html?code=c0de&state=s7a7e', origin: 'https://console.bank.example' }, parent };
  if (!framed) self.parent = self as unknown as typeof parent;
  new Function('window', scripts[0]?.[2] ?? '')(self);
  return parent.postMessage;
}

test('the page holds one inline script and loads none', () => {
  expect(scripts).toHaveLength(1);
  expect(scripts[0]?.[1]).toBe('');
});

test('in the console\'s iframe it posts the address, in the message oidc-client-ts waits for, to the console\'s origin only', () => {
  const post = run(true);
  expect(post).toHaveBeenCalledExactlyOnceWith({ source: 'oidc-client', url: 'https://console.bank.example/silent-callback.html?code=c0de&state=s7a7e', keepOpen: false }, 'https://console.bank.example');
});

test('opened on its own it posts nothing', () => {
  const post = run(false);
  expect(post).not.toHaveBeenCalled();
});

test('the production server allows the script by its SHA-256 on that page only', () => {
  const hash = `'sha256-${createHash('sha256').update(scripts[0]?.[2] ?? '').digest('base64')}'`;
  const conf = readFileSync('deploy/nginx/console.conf', 'utf8');
  const location = /location = \/silent-callback\.html \{([\s\S]*?)\n\}/.exec(conf)?.[1] ?? '';
  expect(location).toContain(`set $console_script_src "'self' ${hash}";`);
  expect(conf.split(hash)).toHaveLength(2);
  expect(readFileSync('deploy/nginx/security-headers.conf', 'utf8')).toContain('script-src $console_script_src;');
});

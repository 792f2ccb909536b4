/**
 * The one allow-list for web addresses: what a URL field accepts and what the console renders
 * as a link or an image source from data (attachments, KYC and request documents, banner, offer
 * and icon images, inbox attachments). Only `https:` passes, and `http:` to this machine
 * (localhost, 127.0.0.1, [::1]) on the development server. Anything else (`javascript:`,
 * `data:`, `vbscript:`, `ftp:`, `blob:`, a relative path, an address with a user name or
 * password) is refused: the console shows such a value as text, never as a live link.
 */

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the console runs on the development server, where `http://localhost` addresses are accepted. */
const DEVELOPMENT = import.meta.env.DEV;

/**
 * The address as the browser reads it (`URL.href`) when the allow-list accepts it, else null.
 * `development` accepts `http:` to this machine (default: the development server).
 */
export function safeUrl(value: unknown, development: boolean = DEVELOPMENT): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // Only an absolute address: a relative one would open a page of the console's own origin.
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.protocol === 'https:') return url.href;
  return url.protocol === 'http:' && development && LOCAL_HOSTS.has(url.hostname) ? url.href : null;
}

/** Said beside a file or image whose address the allow-list refused (shown as text, not linked). */
export const NO_SAFE_LINK = '(no safe link)';

/** The console's routes live under this path; anything else is the start-up script's page or not ours. */
const CONSOLE_ROOT = '/admin';
const BASE = 'https://console.invalid';

/**
 * A redirect target (sign-in's `returnTo`, the sign-in page's `redirect`) as a console route
 * (`/admin…` with its query and hash), or null. The target is read as the browser reads it (URL
 * parsing against this origin) and refused when written to mislead: not a path (`https:`,
 * `javascript:`), protocol-relative (`//host`), backslashes, `.` or `..` segments, encoded dots,
 * slashes, backslashes or percents in the path, control characters or white space.
 */
export function consolePath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length > 2048) return null;
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(target)) return null;
  const path = target.split(/[?#]/, 1)[0] ?? '';
  if (/%(2e|2f|5c|25|00)/i.test(path)) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname !== CONSOLE_ROOT && !url.pathname.startsWith(`${CONSOLE_ROOT}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

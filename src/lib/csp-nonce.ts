import { setNonce } from 'get-nonce';

/** What index.html holds until the production server replaces it (vite.config.ts html.cspNonce). */
export const CSP_NONCE_PLACEHOLDER = 'CSP_NONCE';

/**
 * The nonce of this page's Content-Security-Policy for the <style> elements the console's
 * libraries write: Mantine's (theme variables, breakpoint classes, responsive style props;
 * pass it as MantineProvider's getStyleNonce) and react-remove-scroll's (the scroll lock of
 * modals and drawers, given it here through get-nonce). The production server puts a fresh one
 * in index.html's `<meta property="csp-nonce">` and names it in style-src; without that server
 * (development) there is none and this returns ''.
 */
export function installStyleNonce(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  if (nonce === '' || nonce === CSP_NONCE_PLACEHOLDER) return '';
  setNonce(nonce);
  return nonce;
}

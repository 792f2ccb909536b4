// Answer of the identity provider to the console's silent (prompt=none) sign-in, loaded in a
// hidden iframe: hand the address (code and state, or the error) to the console's window, in
// the message format oidc-client-ts waits for, and to nobody else (same origin only).
if (window.parent !== window) {
  window.parent.postMessage({ source: 'oidc-client', url: window.location.href, keepOpen: false }, window.location.origin);
}

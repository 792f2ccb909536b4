/**
 * The public pages the start-up script draws itself, without the console (no React, Mantine
 * or router): the start page `/`, the sign-in redirect's and callback's status, and the
 * start-up failure. Plain DOM and a small stylesheet (start-page.css), so `/` and `/login`
 * stay a few KiB; texts as the console's own pages had them.
 */
import './start-page.css';
import type { SignedOut } from './auth/session';
import { signInPath, signedOutText } from './auth/signed-out-text';
import { isChunkLoadError } from './lib/chunk-reload';

type Child = Node | string | null | false | undefined;

/** An element with attributes and children (strings become text nodes, never HTML). */
function h(tag: string, attributes: Record<string, string>, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

function show(container: HTMLElement, ...children: Child[]): void {
  removeConsoleFrame();
  container.replaceChildren(h('main', { class: 'start' }, h('div', { class: 'start-stack' }, ...children)));
}

/** A step under way (e.g. "Redirecting to sign-in"): a spinner and the words. */
export function showBusy(container: HTMLElement, busy: string): void {
  show(container, h('div', { class: 'start-status', role: 'status' }, h('span', { class: 'start-spinner', 'aria-hidden': 'true' }), h('p', { 'data-start-status': '' }, `${busy}…`)));
}

/** What a cold start may still be waiting for (`watchSlowStart`). */
export type StartWait = 'config' | 'identity provider' | 'console' | 'wallet API';

/** How long a start may take before its status names what it waits for: the user hears within 10 s. */
export const SLOW_START_MS = 8000;

const SLOW_WORDS: Record<StartWait, string> = {
  config: 'The console’s server is slow to answer: still loading the console’s settings…',
  'identity provider': 'The identity provider is slow to answer: still signing you in…',
  console: 'The console’s server is slow to answer: still loading the console…',
  'wallet API': 'The wallet API is slow to answer: still loading the tenant, the menu and this page…',
};

/**
 * From `afterMs` on, while the start-up status (the frame's or a busy step's) is still shown, it
 * says which server the start waits for (`waitingFor`, asked each second), instead of a generic
 * "Loading the console…" until a time limit ends it. It stops once the console replaced it.
 */
export function watchSlowStart(waitingFor: () => StartWait, afterMs = SLOW_START_MS): void {
  const tell = () => {
    const status = document.querySelector('[data-start-status]');
    if (!status) return;
    const words = SLOW_WORDS[waitingFor()];
    // Only a change is written: the status is a live region, read out on each change.
    if (status.textContent !== words) status.textContent = words;
    setTimeout(tell, 1000);
  };
  setTimeout(tell, afterMs);
}

/**
 * A console page's frame while the console's code, the silent sign-in and the start-up calls are
 * on their way: the top bar with the product's name, the page's heading (when the build knows
 * it: `heading`, else a placeholder) and placeholders for the navigation and the page, where the
 * console's shell draws them (AppShell: a 60 px bar, a 270 px navigation from the `sm`
 * breakpoint, `md` padding; the heading as Mantine's `<h2>`). So the page paints at once, and the
 * console's heading replaces the frame's in the same place. It sits beside
 * `container`, not in it, and goes as soon as the console puts anything but its style elements
 * there (before that is painted): React's first render may show nothing while the shell waits
 * for its start-up calls, and the frame stays through it. Only the heading and the status reach
 * assistive technology; the placeholders are hidden from it.
 */
export function showConsoleFrame(container: HTMLElement, heading?: string): void {
  const bars = (count: number) => Array.from({ length: count }, () => h('span', { class: 'frame-bar' }));
  const frame = h(
    'div',
    { class: 'frame', 'data-console-frame': '' },
    h('div', { class: 'frame-top', 'aria-hidden': 'true' }, h('span', { class: 'frame-title' }, 'Digital Wallet')),
    h('div', { class: 'frame-nav', 'aria-hidden': 'true' }, ...bars(8)),
    h(
      'div',
      { class: 'frame-page' },
      heading === undefined ? h('span', { class: 'frame-bar frame-heading', 'aria-hidden': 'true' }) : h('h2', { class: 'frame-heading-text' }, heading),
      h('p', { class: 'frame-status', role: 'status', 'data-start-status': '' }, 'Loading the console…'),
      h('span', { class: 'frame-block', 'aria-hidden': 'true' }),
    ),
  );
  container.before(frame);
  const drawn = () => [...container.children].some((child) => child.tagName !== 'STYLE');
  const watch = new MutationObserver(() => {
    if (!drawn()) return;
    watch.disconnect();
    frame.remove();
  });
  watch.observe(container, { childList: true });
}

/** Takes the console's frame away (a start-up page replaces it). */
function removeConsoleFrame(): void {
  document.querySelector('[data-console-frame]')?.remove();
}

/** A sign-in step that failed, with what to do next. */
export function showFailure(container: HTMLElement, message: string, action?: { href: string; text: string }): void {
  show(container, h('p', { class: 'start-error', role: 'alert' }, message), action && h('a', { class: 'start-link', href: action.href }, action.text));
}

/**
 * The console could not start (config.json missing or broken, identity provider unreachable). A
 * file of the console that is missing (the build was replaced while the page loaded, and the
 * reload that follows did not help yet) says so and offers Reload: config.json is not the cause.
 */
export function showStartupError(container: HTMLElement, error: unknown, reload: () => void = () => window.location.reload()): void {
  if (isChunkLoadError(error)) {
    const button = h('button', { type: 'button', class: 'start-button' }, 'Reload');
    button.addEventListener('click', () => reload());
    show(
      container,
      h(
        'div',
        { class: 'start-stack start-left', role: 'alert' },
        h('h1', { class: 'start-title-small' }, 'A newer version of the console was deployed'),
        h('p', {}, 'Part of the version this page started with is no longer on the server. Reload the page to use the new version.'),
      ),
      button,
    );
    return;
  }
  show(
    container,
    h(
      'div',
      { class: 'start-stack start-left', role: 'alert' },
      h('h1', { class: 'start-title-small' }, 'The console could not start'),
      h('p', {}, error instanceof Error ? error.message : String(error)),
      h('p', { class: 'start-hint' }, 'Check that config.json is deployed beside the console and that the identity provider is reachable, then reload the page.'),
    ),
  );
}

/**
 * The start page: what the console is, why it signed out (when it did), and the way in; after a
 * sign-out the console made by itself, Sign in returns to the page the user was on.
 */
export function showIndex(container: HTMLElement, { signedIn, signedOut }: { signedIn: boolean; signedOut: SignedOut | null }): void {
  show(
    container,
    h('h1', { class: 'start-title' }, 'Digital Wallet'),
    !signedIn &&
      signedOut &&
      h('div', { class: 'start-alert', role: 'status' }, h('p', { class: 'start-alert-title' }, 'Signed out'), h('p', {}, signedOutText(signedOut))),
    h('p', { class: 'start-lead' }, 'Admin Panel for bank and operator staff: users and roles, configuration, merchants, customers, reports and approvals.'),
    signedIn ? h('a', { class: 'start-button', href: '/admin/dashboard' }, 'Open the dashboard') : h('a', { class: 'start-button', href: signInPath(signedOut) }, 'Sign in'),
  );
}

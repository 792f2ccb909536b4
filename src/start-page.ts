/**
 * The public pages the start-up script draws itself, without the console (no React, Mantine
 * or router): the start page `/`, the sign-in redirect's and callback's status, and the
 * start-up failure. Plain DOM and a small stylesheet (start-page.css), so `/` and `/login`
 * stay a few KiB; texts as the console's own pages had them.
 */
import './start-page.css';
import type { SignOutReason } from './auth/session';
import { signedOutText } from './auth/signed-out-text';

type Child = Node | string | null | false | undefined;

/** An element with attributes and children (strings become text nodes, never HTML). */
function h(tag: string, attributes: Record<string, string>, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

function show(container: HTMLElement, ...children: Child[]): void {
  container.replaceChildren(h('main', { class: 'start' }, h('div', { class: 'start-stack' }, ...children)));
}

/** A step under way (e.g. "Redirecting to sign-in"): a spinner and the words. */
export function showBusy(container: HTMLElement, busy: string): void {
  show(container, h('div', { class: 'start-status', role: 'status' }, h('span', { class: 'start-spinner', 'aria-hidden': 'true' }), h('p', {}, `${busy}…`)));
}

/** A sign-in step that failed, with what to do next. */
export function showFailure(container: HTMLElement, message: string, action?: { href: string; text: string }): void {
  show(container, h('p', { class: 'start-error', role: 'alert' }, message), action && h('a', { class: 'start-link', href: action.href }, action.text));
}

/** The console could not start (config.json missing or broken, identity provider unreachable). */
export function showStartupError(container: HTMLElement, error: unknown): void {
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

/** The start page: what the console is, why it signed out (when it did), and the way in. */
export function showIndex(container: HTMLElement, { signedIn, signedOut }: { signedIn: boolean; signedOut: { reason: SignOutReason; seconds?: number } | null }): void {
  show(
    container,
    h('h1', { class: 'start-title' }, 'Digital Wallet'),
    !signedIn &&
      signedOut &&
      h('div', { class: 'start-alert', role: 'status' }, h('p', { class: 'start-alert-title' }, 'Signed out'), h('p', {}, signedOutText(signedOut))),
    h('p', { class: 'start-lead' }, 'Admin Panel for bank and operator staff: users and roles, configuration, merchants, customers, reports and approvals.'),
    signedIn ? h('a', { class: 'start-button', href: '/admin/dashboard' }, 'Open the dashboard') : h('a', { class: 'start-button', href: '/login' }, 'Sign in'),
  );
}

/**
 * Dialogs and panels of the engine as a stack of layers: Escape closes only the innermost open
 * thing (an open date picker, select or menu first, then the top dialog, then the panel under
 * it), and when a layer closes, focus returns to the control that opened it (a row action, the
 * "More actions" button of a menu item, the Add button), found again by its name when the list
 * re-rendered it. Engine modals and drawers pass `LAYER_PROPS` so Mantine does neither itself.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

/** Props for an engine Modal or Drawer: Escape and focus return are the layer's. */
export const LAYER_PROPS = { closeOnEscape: false, returnFocus: false } as const;

type Layer = { close: () => void };

const stack: Layer[] = [];

/** Popups that take Escape before a dialog: Mantine popovers (date pickers, menus) and select dropdowns, by their static class names (`tests/unit/library-contracts.test.tsx`). */
export const POPUPS = '.mantine-Popover-dropdown, .mantine-Combobox-dropdown, .mantine-Menu-dropdown';

function popupOpen(): boolean {
  return [...document.querySelectorAll<HTMLElement>(POPUPS)].some((popup) => popup.style.display !== 'none' && popup.isConnected);
}

// Seen before any popup handles the key (capture), so an open popup is still on the page.
function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
  // A select's input says its dropdown is open; an open popover takes the key itself.
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target?.getAttribute('data-mantine-stop-propagation') === 'true' || popupOpen()) return;
  stack.at(-1)?.close();
}

function push(layer: Layer): () => void {
  if (stack.length === 0) window.addEventListener('keydown', onKeyDown, true);
  stack.push(layer);
  return () => {
    const index = stack.indexOf(layer);
    if (index >= 0) stack.splice(index, 1);
    if (stack.length === 0) window.removeEventListener('keydown', onKeyDown, true);
  };
}

/** The control that opened a layer: the focused element, or for a menu item the menu's button. */
export function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const targetId = menu?.getAttribute('aria-labelledby');
  const target = targetId ? document.getElementById(targetId) : null;
  return target ?? active;
}

/**
 * The control a person last activated (by click or key), resolved as `openerOf` at that moment:
 * a menu item has left the page by the time its dialog opens, its menu's button has not.
 */
let activated: { opener: HTMLElement; at: number } | null = null;
const ACTIVATION_MS = 1000;

function noteActivation(event: Event) {
  const opener = openerOf(event.target instanceof Element ? event.target.closest('button, a, [role="menuitem"], [tabindex]') : null);
  if (opener) activated = { opener, at: performance.now() };
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', noteActivation, true);
  document.addEventListener('keydown', (event) => (event.key === 'Enter' || event.key === ' ' ? noteActivation(event) : undefined), true);
}

/** The opener of a layer opening now: the control just activated, else the focused one. */
function currentOpener(): HTMLElement | null {
  if (activated && performance.now() - activated.at < ACTIVATION_MS) return activated.opener;
  return openerOf(document.activeElement);
}

/** Focuses the opener again, or the control of the same name when the list rendered it anew. */
function refocus(opener: HTMLElement, label: string | null) {
  if (opener.isConnected) {
    opener.focus();
    return;
  }
  if (label === null) return;
  const again = [...document.querySelectorAll<HTMLElement>('[aria-label]')].find((element) => element.getAttribute('aria-label') === label);
  again?.focus();
}

/**
 * Makes an open dialog or panel a layer: Escape closes it only when it is the innermost open
 * thing, and closing it (any way) returns focus to the control that opened it.
 */
export function useLayer(opened: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  // Layout effect: the opener is known before the dialog moves focus (after painting).
  useLayoutEffect(() => {
    if (!opened) return;
    const opener = currentOpener();
    const label = opener?.getAttribute('aria-label') ?? null;
    const pop = push({ close: () => closeRef.current() });
    return () => {
      pop();
      if (opener) window.setTimeout(() => refocus(opener, label), 0);
    };
  }, [opened]);
}

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Dates are asserted as a Sri Lankan user sees them (UTC+05:30, no daylight saving).
process.env.TZ = 'Asia/Colombo';

afterEach(() => cleanup());

// findBy*/waitFor wait for what a user would see; on a busy 2-core machine a render can take
// seconds, so the default 1 s wait fails tests that are right.
configure({ asyncUtilTimeout: 10_000 });

// Mantine reads these browser APIs, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
/**
 * jsdom has no layout: this ResizeObserver reports every observed element once at a fixed
 * size, so charts (which draw at their container's width) draw their axes and legends in tests.
 */
const OBSERVED_SIZE = { width: 600, height: 240 };
class ResizeObserverStub {
  private connected = true;
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const contentRect = DOMRectReadOnly.fromRect(OBSERVED_SIZE);
    const entry = { target, contentRect, borderBoxSize: [], contentBoxSize: [], devicePixelContentBoxSize: [] } satisfies ResizeObserverEntry;
    queueMicrotask(() => {
      if (this.connected) this.callback([entry], this);
    });
  }
  unobserve() {}
  disconnect() {
    this.connected = false;
  }
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// TanStack Router restores the scroll position after each navigation.
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => undefined });

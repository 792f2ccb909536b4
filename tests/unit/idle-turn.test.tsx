// IdleTurn (the dashboard's charts): each shows its fallback with the screen, then its content
// in an idle period of its own, one after the other, never several in the same task.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { IdleTurn } from '../../src/components/charts/idle-turn';

let idle: IdleRequestCallback[] = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs the idle callbacks waiting now, as the browser's next idle period would. */
async function idlePeriod() {
  const waiting = idle;
  idle = [];
  await act(async () => {
    for (const callback of waiting) callback({ didTimeout: false, timeRemaining: () => 50 });
    await Promise.resolve();
  });
}

const drawn = () => screen.queryAllByText(/^chart /).map((node) => node.textContent);

test('the charts show their fallback with the screen, then are drawn one per idle period, in order', async () => {
  render(
    <>
      {['chart 1', 'chart 2', 'chart 3'].map((name) => (
        <IdleTurn key={name} fallback={<span>waiting</span>}>
          <span>{name}</span>
        </IdleTurn>
      ))}
    </>,
  );
  expect(screen.getAllByText('waiting')).toHaveLength(3);
  expect(drawn()).toEqual([]);
  // Only the first chart waits for the browser; the next asks once the first had its turn.
  await vi.waitFor(() => expect(idle).toHaveLength(1));

  await idlePeriod();
  expect(drawn()).toEqual(['chart 1']);
  await vi.waitFor(() => expect(idle).toHaveLength(1));
  await idlePeriod();
  expect(drawn()).toEqual(['chart 1', 'chart 2']);
  await vi.waitFor(() => expect(idle).toHaveLength(1));
  await idlePeriod();
  expect(drawn()).toEqual(['chart 1', 'chart 2', 'chart 3']);
  expect(screen.queryByText('waiting')).toBeNull();
});

test('a chart gone before its turn is not drawn, and the next one still gets its turn', async () => {
  const { rerender } = render(
    <>
      <IdleTurn key="A" fallback={<span>waiting</span>}>
        <span>chart A</span>
      </IdleTurn>
      <IdleTurn key="B" fallback={<span>waiting</span>}>
        <span>chart B</span>
      </IdleTurn>
    </>,
  );
  await vi.waitFor(() => expect(idle).toHaveLength(1));
  rerender(
    <>
      <IdleTurn key="B" fallback={<span>waiting</span>}>
        <span>chart B</span>
      </IdleTurn>
    </>,
  );
  await idlePeriod();
  expect(drawn()).toEqual([]);
  await vi.waitFor(() => expect(idle).toHaveLength(1));
  await idlePeriod();
  expect(drawn()).toEqual(['chart B']);
});

test('without idle callbacks (Safari) each chart is drawn in a task of its own, right after the screen', async () => {
  vi.unstubAllGlobals();
  expect('requestIdleCallback' in window).toBe(false);
  const timers = vi.spyOn(window, 'setTimeout');
  render(
    <>
      {['chart X', 'chart Y'].map((name) => (
        <IdleTurn key={name} fallback={<span>waiting</span>}>
          <span>{name}</span>
        </IdleTurn>
      ))}
    </>,
  );
  expect(drawn()).toEqual([]);
  expect(await screen.findByText('chart Y')).toBeInTheDocument();
  expect(drawn()).toEqual(['chart X', 'chart Y']);
  // Each turn is the next task, not a wait for the idle time limit.
  const delays = timers.mock.calls.map(([, delay]) => delay);
  expect(delays.filter((delay) => delay === 0).length).toBeGreaterThanOrEqual(2);
  expect(delays).not.toContain(500);
  timers.mockRestore();
});

test('a chart far below the window waits for its turn until its place comes near, then is drawn in the next idle period', async () => {
  const watched: { callback: IntersectionObserverCallback; element: Element | null; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly entry: (typeof watched)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, element: null, options, disconnected: false };
        watched.push(this.entry);
      }
      observe(element: Element) {
        this.entry.element = element;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  render(
    <IdleTurn fallback={<span>waiting</span>}>
      <span>chart far</span>
    </IdleTurn>,
  );
  await vi.waitFor(() => expect(watched.some((entry) => entry.element !== null)).toBe(true));
  const observer = watched.find((entry) => entry.element !== null && !entry.disconnected);
  if (!observer?.element) throw new Error('the chart place is not watched');
  expect(observer.element).toContainElement(screen.getByText('waiting'));
  // 200 px ahead of the window, above and below.
  expect(observer.options?.rootMargin).toBe('200px 0px');
  // Out of reach: no turn asked for, nothing drawn.
  await act(async () => {
    observer.callback([{ isIntersecting: false, target: observer.element } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    await Promise.resolve();
  });
  expect(idle).toHaveLength(0);
  // Near: it asks for its turn and stops watching; the next idle period draws it.
  await act(async () => {
    observer.callback([{ isIntersecting: true, target: observer.element } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    await Promise.resolve();
  });
  expect(observer.disconnected).toBe(true);
  await vi.waitFor(() => expect(idle).toHaveLength(1));
  await idlePeriod();
  expect(drawn()).toEqual(['chart far']);
});

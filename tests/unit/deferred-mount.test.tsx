// A tree a store mounts is drawn in a render of its own after the one the store's update causes.
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { expect, test } from 'vitest';
import { DeferredMount } from '../../src/components/deferred-mount';

function createSwitch() {
  let on = false;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
    get: () => on,
    turnOn: () => {
      on = true;
      listeners.forEach((listener) => listener());
    },
  };
}

test('what a store mounts inside DeferredMount is committed after the store\'s own render, then stays', () => {
  const shown = createSwitch();
  const commits: string[] = [];
  function Frame() {
    // What the page holds when the store's render commits.
    useLayoutEffect(() => void commits.push(document.body.textContent?.includes('the shell') ? 'frame with the shell' : 'frame alone'), []);
    return <p>the frame</p>;
  }
  function Shell() {
    useLayoutEffect(() => void commits.push('shell'), []);
    return <p>the shell</p>;
  }
  function Page() {
    const on = useSyncExternalStore(shown.subscribe, shown.get);
    return on ? (
      <>
        <Frame />
        <DeferredMount>
          <Shell />
        </DeferredMount>
      </>
    ) : null;
  }
  const { rerender } = render(<Page />);
  act(() => shown.turnOn());
  expect(commits).toEqual(['frame alone', 'shell']);
  expect(screen.getByText('the shell')).toBeDefined();
  rerender(<Page />);
  expect(commits).toEqual(['frame alone', 'shell']);
  expect(screen.getByText('the shell')).toBeDefined();
});

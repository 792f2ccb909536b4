import { MantineProvider } from '@mantine/core';
import { act, render, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoaderOverlay from '../../src/components/shell/loader-overlay';
import { LOADER_DURATION_MS, LOADER_THROTTLE_MS, useThrottledLoader } from '../../src/components/shell/loader-overlay-timing';

function loader(initiallyBusy: boolean) {
  return renderHook(({ busy }: { busy: boolean }) => useThrottledLoader(busy), { initialProps: { busy: initiallyBusy } });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useThrottledLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T09:15:00+05:30'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the timings of the specification (200 ms, 5000 ms)', () => {
    expect(LOADER_THROTTLE_MS).toBe(200);
    expect(LOADER_DURATION_MS).toBe(5000);
  });

  it('stays hidden while idle', () => {
    const { result } = loader(false);
    advance(10_000);
    expect(result.current).toBe(false);
  });

  it('shows only once work has lasted 200 ms', () => {
    const { result } = loader(true);
    expect(result.current).toBe(false);
    advance(199);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });

  it('never shows for work shorter than 200 ms', () => {
    const { result, rerender } = loader(true);
    advance(150);
    rerender({ busy: false });
    advance(1_000);
    expect(result.current).toBe(false);
  });

  it('restarts the 200 ms wait for each stretch of work', () => {
    const { result, rerender } = loader(true);
    advance(150);
    rerender({ busy: false });
    advance(10);
    rerender({ busy: true });
    advance(150);
    expect(result.current).toBe(false);
    advance(50);
    expect(result.current).toBe(true);
  });

  it('stays at least 200 ms once shown', () => {
    const { result, rerender } = loader(true);
    advance(200);
    expect(result.current).toBe(true);

    advance(50);
    rerender({ busy: false });
    expect(result.current).toBe(true);
    advance(149);
    expect(result.current).toBe(true);
    advance(1);
    expect(result.current).toBe(false);
  });

  it('hides at once when work ends after it has been shown for 200 ms', () => {
    const { result, rerender } = loader(true);
    advance(200 + 1_000);
    expect(result.current).toBe(true);
    rerender({ busy: false });
    advance(0);
    expect(result.current).toBe(false);
  });

  it('hides after 5000 ms even if still busy, and not again until work stops and starts again', () => {
    const { result, rerender } = loader(true);
    advance(200);
    expect(result.current).toBe(true);
    advance(4_999);
    expect(result.current).toBe(true);
    advance(1);
    expect(result.current).toBe(false);

    // Still the same hung stretch of work: stays hidden.
    advance(30_000);
    expect(result.current).toBe(false);
    rerender({ busy: true });
    advance(1_000);
    expect(result.current).toBe(false);

    // Work ends and starts again: the loader may show again after 200 ms.
    rerender({ busy: false });
    advance(10);
    rerender({ busy: true });
    advance(199);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });

  it('counts the 5000 ms cap from when the loader appeared, across a brief pause', () => {
    const { result, rerender } = loader(true);
    advance(200);
    advance(3_000);
    rerender({ busy: false });
    rerender({ busy: true });
    advance(1_999);
    expect(result.current).toBe(true);
    advance(1);
    expect(result.current).toBe(false);
  });
});

describe('LoaderOverlay', () => {
  const overlay = () => document.querySelector('.mantine-LoadingOverlay-root');

  it('shows the overlay when visible and nothing otherwise', () => {
    const { rerender } = render(
      <MantineProvider>
        <LoaderOverlay visible={false} />
      </MantineProvider>,
    );
    expect(overlay()).toBeNull();

    rerender(
      <MantineProvider>
        <LoaderOverlay visible />
      </MantineProvider>,
    );
    expect(overlay()).not.toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForStaleChunk } from '../../src/lib/chunk-reload';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

describe('reloadOnceForStaleChunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T09:15:00+05:30'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads on the first stale chunk', () => {
    const reload = vi.fn();
    expect(reloadOnceForStaleChunk(new MemoryStorage(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within a minute (the reloaded page failed too)', () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    reloadOnceForStaleChunk(storage, reload);

    vi.advanceTimersByTime(59_000);
    expect(reloadOnceForStaleChunk(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the minute has passed', () => {
    const storage = new MemoryStorage();
    const reload = vi.fn();
    reloadOnceForStaleChunk(storage, reload);

    vi.advanceTimersByTime(60_000);
    expect(reloadOnceForStaleChunk(storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload in the given storage (it survives the reload)', () => {
    const storage = new MemoryStorage();
    reloadOnceForStaleChunk(storage, vi.fn());
    // A fresh page load: new reload function, same session storage.
    const reloadAfterReload = vi.fn();
    expect(reloadOnceForStaleChunk(storage, reloadAfterReload)).toBe(false);
    expect(reloadAfterReload).not.toHaveBeenCalled();
    // Another tab (other storage) is not affected.
    expect(reloadOnceForStaleChunk(new MemoryStorage(), vi.fn())).toBe(true);
  });

  it('ignores an unreadable stored value', () => {
    const storage = new MemoryStorage();
    storage.setItem('wallet:chunk-reload-at', 'garbage');
    const reload = vi.fn();
    // NaN is never "within the last minute": the page still reloads.
    expect(reloadOnceForStaleChunk(storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://console.wallet.lk/assets/bank-mgt-3f2a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://console.wallet.lk/assets/x.js',
    'Unable to preload CSS for /assets/index-1a2b.css',
  ])('recognises %j', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('recognises a thrown string', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: /x.js')).toBe(true);
  });

  it('does not mistake other errors for a stale chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('Internal Server Error'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

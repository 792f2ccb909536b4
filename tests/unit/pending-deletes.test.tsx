// A delete that can be undone: the row leaves the list at once, the DELETE leaves only when the
// undo time is over; Undo within it sends nothing; leaving the console meanwhile asks first.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { hasUnsentDeletes, scheduleDelete, UNDO_WINDOW_MS, usePendingDeletes } from '../../src/components/crud/pending-deletes';

function Hidden({ scope }: { scope: string }) {
  const hidden = usePendingDeletes(scope);
  return <p>Hidden: {[...hidden].join(', ') || 'none'}</p>;
}

function setup(run: () => Promise<unknown>) {
  const settled = vi.fn(() => Promise.resolve());
  render(
    <MantineProvider env="test">
      <Notifications />
      <Hidden scope="locators" />
    </MantineProvider>,
  );
  act(() => scheduleDelete({ scope: 'locators', key: 'LOC-1', name: 'Locator LOC-1', run, settled }));
  return { settled };
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('a delete that can be undone', () => {
  it('hides the row, offers Undo, and sends nothing when undone', async () => {
    const run = vi.fn(() => Promise.resolve({}));
    setup(run);
    expect(screen.getByText('Hidden: LOC-1')).toBeInTheDocument();
    expect(await screen.findByText('Locator LOC-1 is deleted in 6 seconds.')).toBeInTheDocument();
    expect(hasUnsentDeletes()).toBe(true);
    act(() => screen.getByRole('button', { name: 'Undo: keep Locator LOC-1' }).click());
    expect(screen.getByText('Hidden: none')).toBeInTheDocument();
    expect(await screen.findByText('Locator LOC-1 was not deleted.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 2));
    expect(run).not.toHaveBeenCalled();
    expect(hasUnsentDeletes()).toBe(false);
  });

  it('counts the seconds left down in its notice', async () => {
    setup(() => Promise.resolve({}));
    expect(await screen.findByText('Locator LOC-1 is deleted in 6 seconds.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Locator LOC-1 is deleted in 4 seconds.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Locator LOC-1 is deleted in 1 second.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Undo: keep Locator LOC-1' }).click());
  });

  it('asks before the page is left while the delete waits', () => {
    setup(() => Promise.resolve({}));
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    act(() => screen.getByRole('button', { name: 'Undo: keep Locator LOC-1' }).click());
    const again = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });

  it('sends the DELETE when the time is over: "Successfully Deleted", then the list reloads', async () => {
    const run = vi.fn(() => Promise.resolve({}));
    const { settled } = setup(run);
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 100));
    expect(run).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(run).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Successfully Deleted')).toBeInTheDocument();
    expect(settled).toHaveBeenCalled();
    expect(screen.getByText('Hidden: none')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument());
  });

  it("shows the server's refusal, and the row comes back", async () => {
    const refused = new ApiError('The locator is in use', 'http', 'deleteBankLocator', 409);
    refused.requestId = 'r-9';
    setup(() => Promise.reject(refused));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS + 100));
    expect(await screen.findByText('The locator is in use (request id r-9)')).toBeInTheDocument();
    expect(screen.getByText('Hidden: none')).toBeInTheDocument();
  });
});

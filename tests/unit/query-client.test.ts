import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, httpError, networkError } from '../../src/api/errors';
import { pageOf } from '../../src/api/envelope';
import { coversPage, createQueryClient, SHOWS_OWN_PROGRESS } from '../../src/api/query-client';

function setup() {
  const onError = vi.fn<(error: ApiError) => void>();
  return { onError, client: createQueryClient(onError) };
}

describe('createQueryClient', () => {
  it('retries a network failure once', async () => {
    const { client, onError } = setup();
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValueOnce(networkError(new TypeError('Failed to fetch'), 'listBanks')).mockResolvedValue('banks');

    await expect(client.fetchQuery({ queryKey: ['banks'], queryFn, retryDelay: 0 })).resolves.toBe('banks');

    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a network failure that happens twice, once', async () => {
    const { client, onError } = setup();
    const failure = networkError(new TypeError('Failed to fetch'), 'listBanks');
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValue(failure);

    await expect(client.fetchQuery({ queryKey: ['banks'], queryFn, retryDelay: 0 })).rejects.toBe(failure);

    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('does not retry an HTTP refusal and reports its catalogue text', async () => {
    const { client, onError } = setup();
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValue(httpError(403, {}, 'listBanks'));

    await expect(client.fetchQuery({ queryKey: ['banks'], queryFn, retryDelay: 0 })).rejects.toBeInstanceOf(ApiError);

    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0].message).toBe('Forbidden Action');
  });

  it('reports any other thrown value as an ApiError', async () => {
    const { client, onError } = setup();
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('boom'));

    await expect(client.fetchQuery({ queryKey: ['x'], queryFn, retryDelay: 0 })).rejects.toThrow('boom');

    expect(queryFn).toHaveBeenCalledTimes(1);
    const reported = onError.mock.calls[0]?.[0];
    expect(reported).toBeInstanceOf(ApiError);
    expect(reported?.message).toBe('Cannot reach the wallet API: boom');
  });

  it('never reports an aborted request', async () => {
    const { client, onError } = setup();
    const queryFn = vi.fn<() => Promise<string>>().mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));

    await expect(client.fetchQuery({ queryKey: ['x'], queryFn, retryDelay: 0 })).rejects.toThrow();

    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a failed mutation once and does not retry it, even on a network failure', async () => {
    const { client, onError } = setup();
    const failure = networkError(new TypeError('Failed to fetch'), 'createBank');
    const mutationFn = vi.fn<(input: string) => Promise<string>>().mockRejectedValue(failure);
    const observer = new MutationObserver(client, { mutationFn });

    await expect(observer.mutate('7010')).rejects.toBe(failure);

    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('puts the loading overlay over the page for a pending save, not for a download that shows its own progress and Cancel', async () => {
    const { client } = setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = () => gate;
    const download = new MutationObserver(client, { mutationFn: held, meta: SHOWS_OWN_PROGRESS });
    const save = new MutationObserver(client, { mutationFn: held });

    const downloading = download.mutate();
    expect(client.isMutating()).toBe(1);
    expect(client.isMutating({ predicate: coversPage })).toBe(0);
    const saving = save.mutate();
    expect(client.isMutating({ predicate: coversPage })).toBe(1);

    release();
    await Promise.all([downloading, saving]);
    expect(client.isMutating({ predicate: coversPage })).toBe(0);
  });

  it('keeps answers fresh for 30 s and does not refetch on window focus', () => {
    const { client } = setup();
    const defaults = client.getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(30_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});

describe('pageOf', () => {
  it('reads the rows and the total of a paged list from the envelope', () => {
    const answer = { data: { total: 12, page: 2, size: 10, data: [{ bankCode: '7010' }, { bankCode: '7056' }] } };
    expect(pageOf(answer)).toEqual({
      rows: [{ bankCode: '7010' }, { bankCode: '7056' }],
      total: 12,
    });
  });
});

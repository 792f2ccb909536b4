import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig } from '../../src/api/runtime-config';

const VALID = {
  apiBaseUrl: 'https://api.wallet.lk/admin/',
  authority: 'https://sso.bank.lk/realms/wallet//',
  clientId: 'wallet-admin-console',
  tenant: 'wallet-lk',
};

describe('parseRuntimeConfig', () => {
  it('returns the settings, without trailing slashes on the addresses, and Twilio as the video room by default', () => {
    expect(parseRuntimeConfig({ ...VALID, extra: true })).toEqual({
      apiBaseUrl: 'https://api.wallet.lk/admin',
      authority: 'https://sso.bank.lk/realms/wallet',
      clientId: 'wallet-admin-console',
      tenant: 'wallet-lk',
      videoRoom: 'twilio',
      idleTimeoutSeconds: 900,
      idleWarningSeconds: 780,
      requestTimeoutSeconds: 30,
      downloadTimeoutSeconds: 120,
      dpop: false,
      apiTimeZone: null,
    });
  });

  it('switches DPoP-bound tokens on only for `dpop: true`', () => {
    expect(parseRuntimeConfig({ ...VALID, dpop: true }).dpop).toBe(true);
    expect(parseRuntimeConfig({ ...VALID, dpop: 'yes' }).dpop).toBe(false);
  });

  it('reads the idle limits, and a warning that would come at or after the limit comes before it', () => {
    expect(parseRuntimeConfig({ ...VALID, idleTimeoutSeconds: 600, idleWarningSeconds: 480 })).toMatchObject({ idleTimeoutSeconds: 600, idleWarningSeconds: 480 });
    expect(parseRuntimeConfig({ ...VALID, idleTimeoutSeconds: 600, idleWarningSeconds: 600 }).idleWarningSeconds).toBe(540);
    expect(parseRuntimeConfig({ ...VALID, idleTimeoutSeconds: -1, idleWarningSeconds: 'x' })).toMatchObject({ idleTimeoutSeconds: 900, idleWarningSeconds: 780 });
  });

  it('takes the loopback video room only when named; anything else is Twilio', () => {
    expect(parseRuntimeConfig({ ...VALID, videoRoom: 'loopback' }).videoRoom).toBe('loopback');
    expect(parseRuntimeConfig({ ...VALID, videoRoom: 'zoom' }).videoRoom).toBe('twilio');
  });

  it('keeps a relative API address', () => {
    expect(parseRuntimeConfig({ ...VALID, apiBaseUrl: '/api/' }).apiBaseUrl).toBe('/api');
  });

  it('names every missing key', () => {
    expect(() => parseRuntimeConfig({ apiBaseUrl: '/api', clientId: 'c' })).toThrow(new Error('config.json is missing authority, tenant'));
  });

  it('treats empty and non-string values as missing', () => {
    expect(() => parseRuntimeConfig({ ...VALID, tenant: '', clientId: 42 })).toThrow(new Error('config.json is missing clientId, tenant'));
  });

  it.each([null, undefined, 'config', 42, []])('names all four keys for %j', (value) => {
    expect(() => parseRuntimeConfig(value)).toThrow(new Error('config.json is missing apiBaseUrl, authority, clientId, tenant'));
  });
});

describe('loadRuntimeConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches /config.json and checks it', async () => {
    const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>(() =>
      Promise.resolve(new Response(JSON.stringify(VALID), { headers: { 'Content-Type': 'application/json' } })),
    );
    vi.stubGlobal('fetch', fetchMock);

    await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiBaseUrl: 'https://api.wallet.lk/admin', tenant: 'wallet-lk' });
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('reports an HTTP failure with its status', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('Not found', { status: 404 }))));
    await expect(loadRuntimeConfig()).rejects.toThrow('config.json could not be loaded (HTTP 404)');
  });

  it('reports missing keys of the fetched file', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ apiBaseUrl: '/api' })))));
    await expect(loadRuntimeConfig()).rejects.toThrow('config.json is missing authority, clientId, tenant');
  });
});

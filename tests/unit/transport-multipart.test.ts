// A multipart upload (a generated function building FormData, e.g. the banner edit) must leave
// with fetch's multipart Content-Type and boundary, not the client's JSON default.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { updateBanner } from '../../generated/hooks/banners/banners';
import { configureTransport, sendRequest } from '../../src/api/transport';

const BANNER = {
  id: 1,
  name: 'Keells weekend groceries 10% off',
  category: 'HOME',
  priority: 2,
  expDate: '2027-01-15',
  status: 1,
  offerId: 1,
  imageUrl: 'https://cdn.wallet.example.lk/banners/1.png',
  createdAt: '2026-11-02T10:15:00+05:30',
  updatedAt: '2026-11-22T10:02:47+05:30',
};

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

beforeAll(() => {
  configureTransport({ baseUrl: 'https://api.wallet.test/wallet/v1', tenant: 'wallet', session: { accessToken: () => 'token-1', renew: () => Promise.resolve(false), unauthorized: () => undefined } });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('multipart uploads', () => {
  it('go with the multipart Content-Type and boundary, the parts intact', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: BANNER }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const data = JSON.stringify({ name: BANNER.name, category: 'HOME', priority: 2, expDate: '2027-01-15', status: 1, offerId: 1 });

    await expect(updateBanner(1, { file: new File(['png'], 'banner.png', { type: 'image/png' }), data })).resolves.toEqual({ data: BANNER });

    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    // (jsdom's File reaches Node's fetch as a plain blob: the file name is checked end to end in a browser.)
    const body = (await request?.text()) ?? '';
    expect(body).toContain('Content-Disposition: form-data; name="file"');
    // The metadata part is JSON, as the contract's encoding says, not text/plain.
    expect(body).toMatch(new RegExp(`Content-Disposition: form-data; name="data"; filename="blob"\r\nContent-Type: application/json\r\n\r\n${data.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\r\n`));
  });

  it('JSON bodies keep their JSON Content-Type', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { message: 'ok' } }), { status: 200, headers: { 'Content-Type': 'application/json' } }));

    await sendRequest('/commissionRates/commissionProfileAssign', { method: 'POST', body: JSON.stringify({ profileId: 101, qrNetworkType: 'VISA', commissionProfileId: 2 }) });

    expect(fetchMock.mock.calls[0]?.[0].headers.get('Content-Type')).toBe('application/json');
  });
});

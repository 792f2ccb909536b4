import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { zonelessInZone } from '../../src/api/answer-check';
import { clearDeviations, deviationReports, isUnreadable } from '../../src/api/deviations';
import { parseRuntimeConfig } from '../../src/api/runtime-config';
import { configureTransport, sendRequest } from '../../src/api/transport';

/**
 * Date-times the API writes without an offset (`2026-09-03 08:32:00`, a Java LocalDateTime) are
 * read in config.json's `apiTimeZone`; without it they cannot be read ("—", reported), never in
 * the browser's own zone. Epoch milliseconds where a date-time is due are read, and reported.
 */

let answer = '{}';
const session = { accessToken: () => 'token', renew: () => Promise.resolve(false), unauthorized: () => undefined };

function useZone(apiTimeZone: string | null) {
  configureTransport({ baseUrl: 'https://api.wallet.test/wallet/v1', tenant: 'wallet', session, apiTimeZone });
}

beforeAll(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(answer, { status: 200, headers: { 'Content-Type': 'application/json' } }))));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => clearDeviations());
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Bank = Record<string, unknown>;
type Paged = { data: { data: Bank[] } };

async function readBanks(createdAt: string, updatedAt: string): Promise<Bank> {
  answer = `{"data": {"total": 1, "page": 1, "size": 10, "data": [{"bankCode": "7010", "bankName": "Bank of Ceylon", "statusId": 1, "fundTranMode": "CEFT", "createdAt": ${createdAt}, "updatedAt": ${updatedAt}}]}}`;
  const page = await sendRequest<Paged>('/banks?page=1&size=10');
  return page.data.data[0] ?? {};
}

describe('a date-time without an offset', () => {
  it('is read in the API’s time zone when config.json names it', async () => {
    useZone('UTC');
    const bank = await readBanks('"2026-09-03 08:32:00"', '"2026-11-20T09:15:00+05:30"');
    expect(bank.createdAt).toBe('2026-09-03T08:32:00.000Z');
    expect(bank.updatedAt).toBe('2026-11-20T09:15:00+05:30');
    expect(deviationReports()[0]?.deviations).toEqual([expect.objectContaining({ path: ['data', 'data', 0, 'createdAt'], expected: 'a date-time with its offset', read: '2026-09-03T08:32:00.000Z' })]);
  });

  it('is read in a zone ahead of UTC too', () => {
    expect(zonelessInZone('2026-09-03 08:32:00', 'Asia/Colombo')).toBe('2026-09-03T03:02:00.000Z');
    expect(zonelessInZone('2026-03-29T02:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonelessInZone('2026-02-30 08:32:00', 'UTC')).toBeNull();
  });

  it('cannot be read without the zone: marked where it is and reported, never read as the browser’s time', async () => {
    useZone(null);
    const bank = await readBanks('"2026-09-03 08:32:00"', '"2026-11-20T09:15:00+05:30"');
    expect(isUnreadable(bank.createdAt)).toBe(true);
    expect(bank.updatedAt).toBe('2026-11-20T09:15:00+05:30');
    expect(deviationReports()[0]?.deviations).toEqual([expect.objectContaining({ path: ['data', 'data', 0, 'createdAt'], readable: false })]);
  });
});

describe('a date-time sent as epoch milliseconds', () => {
  it('is read as the instant it names, and reported', async () => {
    useZone(null);
    const bank = await readBanks(String(Date.UTC(2026, 8, 3, 3, 2)), '"2026-11-20T09:15:00+05:30"');
    expect(bank.createdAt).toBe('2026-09-03T03:02:00.000Z');
    expect(deviationReports()[0]?.deviations).toEqual([expect.objectContaining({ path: ['data', 'data', 0, 'createdAt'], type: 'number', read: '2026-09-03T03:02:00.000Z' })]);
  });

  it('a count of seconds is not taken for milliseconds', async () => {
    useZone(null);
    const bank = await readBanks('1788404520', '"2026-11-20T09:15:00+05:30"');
    expect(isUnreadable(bank.createdAt)).toBe(true);
  });
});

describe("config.json's apiTimeZone", () => {
  const BASE = { apiBaseUrl: '/api', authority: 'https://sso.bank.lk/realms/wallet', clientId: 'wallet-dashboard', tenant: 'wallet' };

  it('is optional, and an IANA name when given', () => {
    expect(parseRuntimeConfig(BASE).apiTimeZone).toBeNull();
    expect(parseRuntimeConfig({ ...BASE, apiTimeZone: 'UTC' }).apiTimeZone).toBe('UTC');
    expect(parseRuntimeConfig({ ...BASE, apiTimeZone: 'Asia/Colombo' }).apiTimeZone).toBe('Asia/Colombo');
  });

  it('stops the start when it is no time zone', () => {
    expect(() => parseRuntimeConfig({ ...BASE, apiTimeZone: 'Colombo time' })).toThrow(/apiTimeZone is not a time zone/);
    expect(() => parseRuntimeConfig({ ...BASE, apiTimeZone: 5.5 })).toThrow(/apiTimeZone is not a time zone/);
  });
});

/**
 * The development wallet API (dev/wallet-api/) behind Prism's validation, as `npm start` runs it:
 * every operation of the contract, called through the console's own code (orval's request
 * function and the transport, whose zod check every answer passes), answers 2xx on the data it
 * was seeded with, and Prism reports no violation of the contract in either direction. The data
 * goes back to the seed before each call, so no call depends on another.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OperationId, operations } from '../../generated/operations';
import { startApiStack } from '../../dev/api-stack.mjs';
import { planOperations } from '../../dev/wallet-api/contract.mjs';
import { startWalletApi } from '../../dev/wallet-api/server.mjs';
import { type Exchange, TENANT, TOKEN, configureConsole, freePort, settle, testSession } from './console';
import { buildSampleRequest, loadContract } from './request-samples';

const operationIds = Object.keys(operations) as OperationId[];
const { plans } = planOperations(loadContract());

/** The contract's sample request, naming a record the API was seeded with where the call names one. */
function sampleOf(id: OperationId) {
  const sample = buildSampleRequest(id);
  const plan = plans.get(id);
  const row = plan?.collection?.seed[0];
  if (!plan?.keyParams?.length || !row || plan.explicit.keyFrom) return sample;
  const path = { ...sample.path };
  plan.keyParams.forEach((param, index) => {
    const field = plan.keyFields?.[index];
    if (field && row[field] !== undefined) path[param] = String(row[field]);
  });
  return { ...sample, path };
}
let stack: Awaited<ReturnType<typeof startApiStack>> | undefined;
let exchanges: Exchange[] = [];
const violations: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  stack = await startApiStack({ port, mode: 'stateful', quiet: true });
  exchanges = configureConsole(stack.url, testSession(() => TOKEN, { renewals: 0, unauthorized: [] }));
});

afterAll(async () => {
  await stack?.stop();
  vi.unstubAllGlobals();
});

beforeEach(async () => {
  await fetch(`${stack?.walletUrl}/__dev/tenants/${TENANT}`, { method: 'DELETE' });
});

describe('the development wallet API answers every operation within the contract', () => {
  it.each(operationIds)('%s', async (id) => {
    violations.length = 0;
    const outcome = await settle(id, sampleOf(id));
    const response = exchanges.at(-1)?.response;
    const status = response?.status ?? 0;
    const text = response ? await response.clone().text() : '';
    const reported = response?.headers.get('sl-violations');
    expect(outcome.error, `${id} (${operations[id].method} ${operations[id].path}) answered ${status}: ${text.slice(0, 300)}`).toBeUndefined();
    expect(status >= 200 && status < 300).toBe(true);
    expect(reported ?? null, `${id}: Prism reported ${reported}`).toBeNull();
  });
});

/** Calls the development wallet API directly, as tenant `tenant`. */
async function call(method: string, path: string, { body, tenant = 'semantics', headers = {} }: { body?: unknown; tenant?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${stack?.walletUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, tenant, 'x-client-platform': 'web', 'x-client-request-id': '3f1c2a9e-7b4d-4e21-9a55-1d2f0c8b6e71', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, etag: response.headers.get('etag'), body: text ? (JSON.parse(text) as { data?: { total?: number; data?: Record<string, unknown>[] } & Record<string, unknown>; message?: string; errors?: { field: string }[] }) : null };
}

const BANK = { bankCode: '7719', bankName: 'National Savings Bank', displayName: 'NSB', shortCode: 'NSB', statusId: 1, ccCenter: '0719', fundTranMode: 'CEFT', accountRegex: '^[0-9]{12}$' };

describe('the development wallet API remembers, as a real one would', () => {
  beforeEach(async () => {
    await fetch(`${stack?.walletUrl}/__dev/tenants`, { method: 'DELETE' });
  });

  it('lists what was added, with the total, search, sort and paging; a duplicate key is refused with the catalogue text', async () => {
    expect((await call('POST', '/banks/', { body: BANK })).status).toBe(201);
    const listed = await call('GET', '/banks?page=1&size=10&search=savings');
    expect(listed.body?.data?.total).toBe(1);
    expect(listed.body?.data?.data?.[0]).toMatchObject(BANK);
    expect((await call('GET', '/banks?page=1&size=10')).body?.data?.total).toBe(5);
    const sorted = await call('GET', '/banks?page=2&size=2&sort=bankName,desc');
    expect(sorted.body?.data?.data?.map((row) => row.bankName)).toEqual(['Hatton National Bank PLC', 'Commercial Bank of Ceylon PLC']);
    // What the operator left out stays out: the contract's example never fills it in.
    await call('POST', '/banks/', { body: { bankCode: '7720', bankName: 'Regional Development Bank', statusId: 1, fundTranMode: 'CEFT' } });
    const bare = (await call('GET', '/banks?page=1&size=10&search=7720')).body?.data?.data?.[0];
    expect(bare).toMatchObject({ bankCode: '7720', bankName: 'Regional Development Bank' });
    expect(bare).not.toHaveProperty('displayName');
    expect(bare).not.toHaveProperty('ccCenter');
    const again = await call('POST', '/banks/', { body: BANK });
    expect(again.status).toBe(409);
    expect(again.body?.message).toBe('A record with the same code already exists');
  });

  it('refuses a body the contract refuses with a 400 naming the field, and an unknown record with a 404', async () => {
    const refused = await call('POST', '/banks/', { body: { ...BANK, bankName: undefined } });
    expect(refused.status).toBe(400);
    expect(refused.body?.errors?.map((error) => error.field)).toContain('bankName');
    expect((await call('PUT', '/banks/9999', { body: BANK })).status).toBe(404);
    expect((await call('DELETE', '/banks/9999')).status).toBe(404);
  });

  it('versions every record: an update with the ETag read succeeds once; the stale one gets 412 and changes nothing', async () => {
    const read = await call('GET', '/banks?page=1&size=10');
    expect(read.etag).toMatch(/^"v\d+"$/);
    const row = read.body?.data?.data?.find((each) => each.bankCode === '7056') ?? {};
    const bank = Object.fromEntries(Object.keys(BANK).map((field) => [field, row[field]]));
    const first = await call('PUT', '/banks/7056', { body: { ...bank, displayName: 'ComBank' }, headers: { 'if-match': read.etag ?? '' } });
    expect(first.status).toBe(200);
    const stale = await call('PUT', '/banks/7056', { body: { ...bank, shortCode: 'CBC' }, headers: { 'if-match': read.etag ?? '' } });
    expect(stale.status).toBe(412);
    const now = (await call('GET', '/banks?page=1&size=10&search=7056')).body?.data?.data?.[0];
    expect(now).toMatchObject({ displayName: 'ComBank', shortCode: 'COMB' });
    // A version covering other rows only still holds for this one.
    expect((await call('DELETE', '/banks/7278', { headers: { 'if-match': read.etag ?? '' } })).status).toBe(200);
  });

  it('keeps each tenant apart, and a reset brings the seed back', async () => {
    await call('POST', '/banks/', { body: BANK, tenant: 'one' });
    expect((await call('GET', '/banks?page=1&size=10', { tenant: 'one' })).body?.data?.total).toBe(5);
    expect((await call('GET', '/banks?page=1&size=10', { tenant: 'two' })).body?.data?.total).toBe(4);
    await fetch(`${stack?.walletUrl}/__dev/tenants/one`, { method: 'DELETE' });
    expect((await call('GET', '/banks?page=1&size=10', { tenant: 'one' })).body?.data?.total).toBe(4);
  });

  it("lists a bank's branches under that bank only, and adds a branch to it", async () => {
    const branches = await call('GET', '/banks/7010/branches?page=1&size=10');
    expect(branches.body?.data?.data?.every((row) => row.bankCode === '7010')).toBe(true);
    expect((await call('GET', '/banks/7056/branches?page=1&size=10')).body?.data?.total).toBe(0);
  });

  it('applies an accepted authorization request to its record, and leaves a rejected one’s record as it was', async () => {
    const queue = (await call('GET', '/dual-check?page=1&size=10')).body?.data?.data ?? [];
    const fee = queue.find((row) => row.id === 3057);
    const merchant = queue.find((row) => row.id === 3055);
    expect((await call('PUT', '/dual-check', { body: { id: 3057, statusId: 26, params: fee?.params } })).status).toBe(200);
    expect((await call('PUT', '/dual-check', { body: { id: 3055, statusId: 29, params: merchant?.params, reason: 'Not now' } })).status).toBe(200);
    expect((await call('GET', '/fees?page=1&size=10&search=P2P_STD')).body?.data?.data?.[0]).toMatchObject({ amount: '30.00' });
    expect((await call('GET', '/merchants?page=1&size=10&mid=MID000000000102')).body?.data?.data?.[0]).toMatchObject({ statusId: 1 });
    const decided = (await call('GET', '/dual-check?page=1&size=10')).body?.data?.data ?? [];
    expect(decided.find((row) => row.id === 3057)).toMatchObject({ statusId: 26 });
    // Decided once: a second decision is refused.
    expect((await call('PUT', '/dual-check', { body: { id: 3057, statusId: 29, params: fee?.params, reason: 'Again' } })).status).toBe(409);
  });

  it('counts the stored merchants in the dashboard’s merchant card, its breakdown by status adding up to its total', async () => {
    type Summary = { merchants: number; activeMerchants: number; inactiveMerchants: number; pendingMerchants: number; terminals: number };
    const summary = async () => ((await call('GET', '/dashboard', { tenant: 'merchant-card' })).body?.data as { merchantSummary: Summary }).merchantSummary;
    const listed = async (path: string) => ((await call('GET', `${path}?page=1&size=100`, { tenant: 'merchant-card' })).body?.data as { total: number }).total;
    const before = await summary();
    expect(before.merchants).toBe(await listed('/merchants'));
    const mids = (((await call('GET', '/merchants?page=1&size=100', { tenant: 'merchant-card' })).body?.data as { data: { mid: string }[] }).data ?? []).map((row) => row.mid);
    const perMerchant = await Promise.all(mids.map((mid) => listed(`/merchants/${mid}/terminals`)));
    expect(before.terminals).toBe(perMerchant.reduce((sum, n) => sum + n, 0));
    expect(before.activeMerchants + before.inactiveMerchants + before.pendingMerchants).toBe(before.merchants);
  });

  it('follows the data in the dashboard’s waiting counts, and in an inbox conversation', async () => {
    const before = (await call('GET', '/dashboard')).body?.data as { notificationSummary: { pendingAuthorizations: number } };
    const fee = ((await call('GET', '/dual-check?page=1&size=10')).body?.data?.data ?? []).find((row) => row.id === 3057);
    await call('PUT', '/dual-check', { body: { id: 3057, statusId: 26, params: fee?.params } });
    const after = (await call('GET', '/dashboard')).body?.data as { notificationSummary: { pendingAuthorizations: number } };
    expect(after.notificationSummary.pendingAuthorizations).toBe(before.notificationSummary.pendingAuthorizations - 1);

    expect((await call('POST', '/inbox/3107/reply/3107', { body: { inboxId: 3107, body: 'We have refunded the transfer.' } })).status).toBe(201);
    const history = (await call('GET', '/inbox/3107/history')).body?.data as unknown as { direction: string; body: string }[];
    expect(history.at(-1)).toMatchObject({ direction: 'OUT', body: 'We have refunded the transfer.' });
    // A deleted message has no conversation any more.
    expect((await call('DELETE', '/inbox/3107')).status).toBeLessThan(300);
    expect((await call('GET', '/inbox/3107/history')).status).toBe(404);
  });

  it("keeps a role's permissions on its row: the role list and the role's own page show each change", async () => {
    expect((await call('POST', '/groups/11/permissionsDelete', { body: ['AUDIT'] })).status).toBeLessThan(300);
    expect((await call('POST', '/groups/14/permissions', { body: ['INBOX'] })).status).toBeLessThan(300);
    const rows = (await call('GET', '/groups?page=1&size=10')).body?.data?.data ?? [];
    expect(rows.find((row) => row.id === 11)?.permissions).not.toContain('AUDIT');
    expect(rows.find((row) => row.id === 14)?.permissions).toEqual(['AUDIT', 'REPORT', 'role_get', 'user_get', 'INBOX']);
    // Not only the contract's example group (12): every group's own page reads its row.
    expect((await call('GET', '/groups/11')).body?.data?.permissions).toHaveLength(14);
    expect((await call('GET', '/groups/14')).body?.data?.permissions).toContain('INBOX');
  });

  it('saves the whole assigned password policy list: a policy left out is available again', async () => {
    type Policy = { realmName: string; value: number | null };
    const before = (await call('GET', '/configs/tenant/password-policy')).body?.data as unknown as { passwordPoliciesAssigned: Policy[]; passwordPoliciesAvailable: Policy[] };
    const [length, , ...rest] = before.passwordPoliciesAssigned;
    const upperCase = before.passwordPoliciesAvailable.find((each) => each.realmName === 'upperCase');
    const assigned = [{ ...length, value: 10 }, ...rest, { ...upperCase, value: 2 }];
    expect((await call('PUT', '/configs/tenant/password-policy', { body: assigned })).status).toBe(200);
    const after = (await call('GET', '/configs/tenant/password-policy')).body?.data as unknown as typeof before;
    expect(after.passwordPoliciesAssigned.map(({ realmName, value }) => [realmName, value])).toEqual([['length', 10], ['specialChars', 1], ['passwordHistory', 3], ['upperCase', 2]]);
    expect(after.passwordPoliciesAvailable.map(({ realmName }) => realmName)).toContain('digits');
    expect(after.passwordPoliciesAvailable.map(({ realmName }) => realmName)).not.toContain('upperCase');
    expect(after.passwordPoliciesAvailable.find((each) => each.realmName === 'digits')?.value).toBeNull();
  });

  it('makes the wallet user of an approved merchant request a merchant; a rejected one leaves them as they were', async () => {
    const amaya = async () => (await call('GET', '/customers?page=1&size=10&search=100234')).body?.data?.data?.[0];
    expect(await amaya()).toMatchObject({ merchantStatusId: null });
    expect((await call('PUT', '/merchants/merchantRequestUpdate/301', { body: { userId: 5001, action: 'REJECT', remark: 'Illegible' } })).status).toBe(200);
    expect(await amaya()).toMatchObject({ merchantStatusId: null });
    expect((await call('PUT', '/merchants/merchantRequestUpdate/301', { body: { userId: 5001, action: 'APPROVE' } })).status).toBe(200);
    expect(await amaya()).toMatchObject({ merchantStatusId: 1 });
    expect((await call('GET', '/merchants/merchantRequests?page=1&size=10&status=APPROVED')).body?.data?.data?.map((row) => row.id)).toContain(301);
  });

  it('refuses a report download over the 500-record limit with 412', async () => {
    const api = await startWalletApi({ rows: { listMerchants: 501 } });
    try {
      const response = await fetch(`${api.url}/reports/merchants/download/csv`, { headers: { authorization: `Bearer ${TOKEN}`, tenant: 'wallet', 'x-client-platform': 'web', 'x-client-request-id': '3f1c2a9e-7b4d-4e21-9a55-1d2f0c8b6e71' } });
      expect(response.status).toBe(412);
      // The contract's 412 answer, whose text the console replaces with the catalogue's.
      expect(((await response.json()) as { message: string }).message).toBe('Report record limit of 500 exceeded');
    } finally {
      await api.stop();
    }
  });

  it('keeps its data in a folder across a restart, when given one', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wallet-api-'));
    const headers = { authorization: `Bearer ${TOKEN}`, tenant: 'wallet', 'x-client-platform': 'web', 'x-client-request-id': '3f1c2a9e-7b4d-4e21-9a55-1d2f0c8b6e71', 'content-type': 'application/json' };
    let api = await startWalletApi({ dataDir });
    expect((await fetch(`${api.url}/banks/`, { method: 'POST', headers, body: JSON.stringify(BANK) })).status).toBe(201);
    await api.stop();
    api = await startWalletApi({ dataDir });
    try {
      const listed = (await (await fetch(`${api.url}/banks?page=1&size=10&search=7719`, { headers })).json()) as { data: { total: number } };
      expect(listed.data.total).toBe(1);
    } finally {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

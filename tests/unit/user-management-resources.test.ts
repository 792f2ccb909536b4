// The mapping logic of the user management, authorization and audit definitions.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { auditParams, authorizationRequestsResource, requestChange } from '../../src/resources/audit';
import { createdRoleId, permissionSummary, withdrawQuestion } from '../../src/resources/roles';
import { createdUserId, detailsForNic, userListParams } from '../../src/resources/users';

const byNic = vi.hoisted(() => vi.fn());
vi.mock('../../generated/hooks/users/users', async (importOriginal) => ({ ...(await importOriginal<object>()), getUserByNic: byNic }));

describe('userListParams', () => {
  it('maps the page and size of the screen to the offset paging of the user list', () => {
    expect(userListParams({ page: 1, size: 10 })).toEqual({ first: 0, max: 10 });
    expect(userListParams({ page: 3, size: 20, search: 'kasuni' })).toEqual({ first: 40, max: 20, search: 'kasuni' });
  });
});

describe('detailsForNic', () => {
  it('answers the name and contact details recorded for a NIC', async () => {
    byNic.mockResolvedValueOnce({ data: { nic: '199512309876', firstName: 'Tharindu', lastName: 'Bandara', email: 'tharindu.bandara@example.lk', mobile: null } });
    await expect(detailsForNic('199512309876')).resolves.toEqual({ firstName: 'Tharindu', lastName: 'Bandara', email: 'tharindu.bandara@example.lk', mobile: null });
  });

  it('answers null when nothing is recorded (404) and passes other failures on', async () => {
    byNic.mockRejectedValueOnce(new ApiError('No person found', 'http', 'getUserByNic', 404));
    await expect(detailsForNic('199012345678')).resolves.toBeNull();
    byNic.mockRejectedValueOnce(new ApiError('Internal Server Error', 'http', 'getUserByNic', 500));
    await expect(detailsForNic('199012345678')).rejects.toThrow('Internal Server Error');
  });
});

describe('created record ids', () => {
  it('reads the id of a created user or role from the answer, or null', () => {
    expect(createdUserId({ data: { id: 'd6f4b8c5-9eaf-4fb1-8c43-5d6e7f8091a2' } })).toBe('d6f4b8c5-9eaf-4fb1-8c43-5d6e7f8091a2');
    expect(createdRoleId({ data: { id: 15 } })).toBe(15);
    expect(createdUserId({ data: { message: 'done' } })).toBeNull();
    expect(createdRoleId({ data: { id: '15' } })).toBeNull();
    expect(createdRoleId(undefined)).toBeNull();
  });
});

describe('permissionSummary', () => {
  it('names a few permissions, then how many more', () => {
    expect(permissionSummary([])).toBe('None');
    expect(permissionSummary(['BANK', 'CUSTOMER'])).toBe('BANK, CUSTOMER');
    expect(permissionSummary(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe('a, b, c, d, e and 2 more');
  });
});

describe('auditParams', () => {
  it('sends the filters the API accepts and drops malformed ones from a hand-edited URL', () => {
    expect(auditParams({ page: 2, size: 10, filters: { userName: 'kasuni.fernando', action: 'UPDATE', resource: 'bank', fromDate: '2026-11-01', toDate: '2026-11-21' } })).toEqual({
      page: 2,
      size: 10,
      userName: 'kasuni.fernando',
      action: 'UPDATE',
      resource: 'bank',
      fromDate: '2026-11-01',
      toDate: '2026-11-21',
    });
    expect(auditParams({ page: 1, size: 10, filters: { action: 'DROP', resource: 'Bank!', fromDate: 'yesterday' } })).toEqual({ page: 1, size: 10 });
  });
});

describe('requestChange', () => {
  it('uses the old and new records, or reads the params when the request carries neither', () => {
    expect(requestChange({ oldValue: { amount: '25.00' }, newValue: { amount: '30.00' }, params: '{}' })).toEqual({ before: { amount: '25.00' }, after: { amount: '30.00' } });
    expect(requestChange({ oldValue: null, newValue: null, params: '{"mid":"MID000000000102","statusId":2}' })).toEqual({ before: null, after: { mid: 'MID000000000102', statusId: 2 } });
    expect(requestChange({ oldValue: null, newValue: null, params: 'not json' })).toEqual({ before: null, after: null });
  });
});

describe('authorizationRequestsResource', () => {
  const request = { id: 3057, statusId: 25, requestedBy: 'kasuni.fernando', requestedAt: '2026-11-21T10:12:30+05:30', module: 'fee', action: 'UPDATE', description: 'Raise the fee', params: '{"amount":"30.00"}', oldValue: null, newValue: null, checkedBy: null, checkedAt: null } as const;

  it('offers a decision on pending requests of other makers only', () => {
    const [accept, reject] = authorizationRequestsResource('nimal.perera').statusActions ?? [];
    expect(accept?.when?.({ ...request })).toBe(true);
    expect(reject?.when?.({ ...request })).toBe(true);
    expect(accept?.when?.({ ...request, statusId: 26 })).toBe(false);
    expect(authorizationRequestsResource('kasuni.fernando').statusActions?.[0]?.when?.({ ...request })).toBe(false);
  });

  it('filters the queue by a known status only', () => {
    const { list } = authorizationRequestsResource('nimal.perera');
    expect(list.query({ page: 1, size: 10, filters: { statusId: '25' } }).queryKey).toEqual(['/dual-check', { page: 1, size: 10, statusId: 25 }]);
    expect(list.query({ page: 1, size: 10, filters: { statusId: '7' } }).queryKey).toEqual(['/dual-check', { page: 1, size: 10 }]);
  });
});

describe('withdrawQuestion', () => {
  it('names the permission, says every role and user that has it loses it, and warns when the page or the user depends on it', () => {
    const audit = { value: 'AUDIT', label: 'AUDIT', description: 'System audit trail' };
    expect(withdrawQuestion([audit], new Set(['BANK']))).toEqual({
      title: 'Withdraw AUDIT from the tenant?',
      message: 'AUDIT (System audit trail) is withdrawn from the tenant: every role and user that has it loses it.',
      warnings: [],
      confirmLabel: 'Withdraw',
    });
    const question = withdrawQuestion([audit, { value: 'role_delete', label: 'role_delete' }], new Set(['role_delete']));
    expect(question.title).toBe('Withdraw 2 permissions from the tenant?');
    expect(question.message).toBe('AUDIT (System audit trail), role_delete are withdrawn from the tenant: every role and user that has them loses them.');
    expect(question.warnings).toEqual([
      'This page needs role_delete for withdrawing permissions here: once it is withdrawn, no role or user can be given it.',
      'You hold role_delete: you lose it too, with the screens and actions it opens to you.',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { operations, type OperationId, type OperationInfo } from '../../generated/operations';
import { findOperation } from '../../src/api/operations';

const entries = Object.entries(operations) as [OperationId, OperationInfo][];
const isTemplate = (segment: string) => /^\{.+\}$/.test(segment);
const literals = (path: string) => path.split('/').filter((s) => s !== '' && !isTemplate(s)).length;

describe('findOperation', () => {
  it.each([
    ['GET', '/banks', 'listBanks'],
    ['POST', '/banks', 'createBank'],
    ['GET', '/banks/channels', 'listBankChannels'],
    ['GET', '/banks/getBankCodeByTenant', 'getBankCodeByTenant'],
    ['GET', '/banks/locators', 'listBankLocators'],
    ['PUT', '/banks/7010', 'updateBank'],
    ['DELETE', '/banks/7010', 'deleteBank'],
    ['PUT', '/banks/locators/LOC-1', 'updateBankLocator'],
    ['DELETE', '/banks/locators/LOC-1', 'deleteBankLocator'],
    ['GET', '/banks/7010/branches', 'listBranches'],
    ['PUT', '/banks/7010/branches/001', 'updateBranch'],
    ['GET', '/remittance/downloadTransactionReport/pdf/', 'downloadRemittanceReport'],
    ['GET', '/users/all', 'listAllUsers'],
    ['GET', '/users/42', 'getUser'],
    ['GET', '/users/nic/199012345678', 'getUserByNic'],
    ['GET', '/users/42/roles', 'getUserRoles'],
  ])('%s %s is %s', (method, path, id) => {
    expect(findOperation(method, path)?.id).toBe(id);
  });

  it('prefers a literal segment over a path parameter', () => {
    // `/banks/locators` would also match a `/banks/{bankCode}` of the same method.
    expect(findOperation('PUT', '/banks/locators/LOC-1')?.info.path).toBe('/banks/locators/{locatorCode}');
    expect(findOperation('GET', '/banks/channels')?.info.path).toBe('/banks/channels');
    // `/users/all` is also matched by `/users/{id}`.
    expect(findOperation('GET', '/users/all')?.info.path).toBe('/users/all');
  });

  it('takes the method into account, in any case', () => {
    expect(findOperation('get', '/banks')?.id).toBe('listBanks');
    expect(findOperation('post', '/banks')?.id).toBe('createBank');
    expect(findOperation('PATCH', '/banks')).toBeNull();
    expect(findOperation('GET', '/banks/7010')).toBeNull();
  });

  it('returns the operation info with it', () => {
    expect(findOperation('GET', '/banks')?.info).toEqual(operations.listBanks);
  });

  it('accepts a trailing slash but not extra or missing segments', () => {
    expect(findOperation('GET', '/banks/')?.id).toBe('listBanks');
    expect(findOperation('GET', '/banks/7010/branches/001/extra')).toBeNull();
    expect(findOperation('GET', '/banks//branches')).toBeNull();
  });

  it('returns null for an unknown path', () => {
    expect(findOperation('GET', '/no-such-thing')).toBeNull();
    expect(findOperation('GET', '/')).toBeNull();
    expect(findOperation('GET', '')).toBeNull();
  });

  it('does not treat regular-expression characters in a path as patterns', () => {
    expect(findOperation('GET', '/banks.channels')).toBeNull();
    expect(findOperation('GET', '/banksXchannels')).toBeNull();
  });
});

describe('the operation registry', () => {
  it('has operations', () => {
    expect(entries.length).toBeGreaterThan(50);
  });

  it('has no two operations with the same method and path (parameter names aside)', () => {
    const seen = new Map<string, OperationId>();
    const duplicates: string[] = [];
    for (const [id, info] of entries) {
      const key = `${info.method} ${info.path.replace(/\{[^}]+\}/g, '{}')}`;
      const other = seen.get(key);
      if (other) duplicates.push(`${key}: ${other} and ${id}`);
      seen.set(key, id);
    }
    expect(duplicates).toEqual([]);
  });

  it('resolves every operation from its own path, or to one with a more literal path', () => {
    const wrong: string[] = [];
    for (const [id, info] of entries) {
      const path = info.path.replace(/\{([^}]+)\}/g, (_match, name: string) => `sample-${name}-42`);
      const found = findOperation(info.method, path);
      if (found === null) {
        wrong.push(`${id} (${info.method} ${path}): not found`);
      } else if (found.id !== id && literals(found.info.path) <= literals(info.path)) {
        wrong.push(`${id} (${info.method} ${path}): resolved to ${found.id}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

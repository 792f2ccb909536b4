/**
 * findOperation must not depend on the order of the generated registry: here the registry
 * is reversed, so templated paths come before the literal paths they also match.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Registry from '../../generated/operations';
import { findOperation } from '../../src/api/operations';

vi.mock('../../generated/operations', async (importOriginal) => {
  const actual = await importOriginal<typeof Registry>();
  return { ...actual, operations: Object.fromEntries(Object.entries(actual.operations).reverse()) };
});

describe('findOperation with the registry in reverse order', () => {
  it('the registry really is reversed (getUser before listAllUsers)', async () => {
    const { operations } = await import('../../generated/operations');
    const ids = Object.keys(operations);
    expect(ids.indexOf('getUser')).toBeLessThan(ids.indexOf('listAllUsers'));
  });

  it.each([
    ['GET', '/users/all', 'listAllUsers'],
    ['GET', '/users/42', 'getUser'],
    ['GET', '/banks/channels', 'listBankChannels'],
    ['PUT', '/banks/7010', 'updateBank'],
    ['PUT', '/banks/locators/LOC-1', 'updateBankLocator'],
    ['GET', '/banks/7010/branches', 'listBranches'],
  ])('still resolves %s %s to %s', (method, path, id) => {
    expect(findOperation(method, path)?.id).toBe(id);
  });
});

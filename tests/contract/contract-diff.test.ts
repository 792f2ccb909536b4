// `npm run contract:diff`: which changes of the contract break the console, and where it uses them.
import { describe, expect, it } from 'vitest';
import { breakingChanges, usesOf } from '../../scripts/contract-diff';

/** A contract of one list and one create, the create's body referring to a component (the diff resolves it). */
function contract({ listed = true, rails = ['CEFT', 'SLIPS', 'RTGS'], name = 'bankName' } = {}) {
  const ok = { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', properties: { total: { type: 'integer' } } } } } } };
  return {
    openapi: '3.1.0',
    info: { title: 'wallet', version: '1' },
    paths: {
      '/banks': {
        ...(listed ? { get: { operationId: 'listBanks', responses: ok } } : {}),
        post: {
          operationId: 'createBank',
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/BankInput' } } } },
          responses: ok,
        },
      },
    },
    components: {
      schemas: {
        BankInput: { type: 'object', required: [name], properties: { [name]: { type: 'string' }, fundTranMode: { type: 'string', enum: rails } } },
      },
    },
  };
}

describe('contract:diff', () => {
  it('finds nothing breaking between a contract and itself', async () => {
    expect(await breakingChanges(contract(), contract())).toEqual([]);
  });

  it('names a removed operation once, not each of its parts', async () => {
    const changes = await breakingChanges(contract(), contract({ listed: false }));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ operation: 'GET /banks (listBanks)', at: '/paths/~1banks/get' });
    expect(changes[0]?.message).toMatch(/remove an operation/);
  });

  it('finds a renamed required request field and a narrowed enum inside a referenced schema', async () => {
    const changes = await breakingChanges(contract(), contract({ rails: ['CEFT', 'SLIPS'], name: 'legalName' }));
    const messages = changes.map((change) => `${change.operation}: ${change.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([expect.stringMatching(/^POST \/banks \(createBank\): .*required request property 'legalName'/), expect.stringMatching(/^POST \/banks \(createBank\): .*enum option 'RTGS'/)]),
    );
  });

  it('maps an operation to the files that call it and the pages drawn from them', () => {
    const uses = usesOf('listBanks');
    expect(uses.files).toContain('src/resources/banks.ts');
    expect(uses.pages).toContain('Bank Management (/admin/config-mgt/bank-mgt)');
    expect(usesOf('noSuchOperation')).toEqual({ files: [], pages: [] });
  });
});

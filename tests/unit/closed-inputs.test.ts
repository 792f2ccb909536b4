/**
 * Request bodies are closed (`additionalProperties: false` in the contract): the generated zod
 * schema of every request body refuses an unknown property, such as a misspelt field, while
 * response schemas stay open (a newer server may add fields).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { schemas } from '../../generated/hey-api/zod.gen';

type Json = Record<string, unknown>;
const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };
const zod = schemas as unknown as Record<string, ZodType>;

/** The request bodies that are objects, by schema name, with the example the operation gives. */
function objectBodies(): Array<[string, unknown]> {
  const found = new Map<string, unknown>();
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item)) {
      const content = (operation.requestBody as { content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> } | undefined)?.content;
      const media = content?.['application/json'];
      const name = media?.schema?.$ref?.split('/').pop();
      if (!name || contract.components.schemas[name]?.type !== 'object' || found.has(name)) continue;
      found.set(name, media?.example);
    }
  }
  return [...found];
}

const BANK = { bankCode: '7719', bankName: 'National Savings Bank', statusId: 1, fundTranMode: 'CEFT' };

describe('request bodies refuse unknown properties', () => {
  it('zBankInput refuses "dispalyName", a misspelt displayName, and accepts the right spelling', () => {
    expect(schemas.zBankInput.safeParse({ ...BANK, displayName: 'NSB' }).success).toBe(true);
    const typo = schemas.zBankInput.safeParse({ ...BANK, dispalyName: 'NSB' });
    expect(typo.success).toBe(false);
    expect(typo.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['dispalyName'] });
  });

  const bodies = objectBodies();
  it('there are JSON object bodies to check (sanity check of the selection)', () => {
    expect(bodies.length).toBeGreaterThan(40);
  });

  it.each(bodies)('%s: closed in the contract, its example passes and an unknown property is refused', (name, example) => {
    expect(contract.components.schemas[name]?.additionalProperties, `${name} is not closed`).toBe(false);
    const schema = zod[`z${name}`];
    expect(schema, `no z${name} in zod.gen`).toBeDefined();
    expect(schema?.safeParse(example).success, `${name}: the example fails`).toBe(true);
    expect(schema?.safeParse({ ...(example as Json), dispalyName: 'x' }).success, `${name} accepts an unknown property`).toBe(false);
  });
});

describe('response schemas stay open', () => {
  it('no schema is composed (allOf) of a closed one: a record spells out its input fields, open', () => {
    const closed = Object.entries(contract.components.schemas).filter(([, schema]) => schema.additionalProperties === false).map(([name]) => name);
    const composing = Object.entries(contract.components.schemas).flatMap(([name, schema]) =>
      ((schema.allOf as Array<{ $ref?: string }> | undefined) ?? [])
        .map((part) => part.$ref?.split('/').pop())
        .filter((ref): ref is string => ref !== undefined && closed.includes(ref))
        .map((ref) => `${name} -> ${ref}`),
    );
    expect(composing).toEqual([]);
  });


  it('a bank as the API answers it may carry a field this console does not know', () => {
    const bank = { ...BANK, createdAt: '2026-11-20T09:15:00+05:30', updatedAt: '2026-11-20T09:15:00+05:30' };
    expect(schemas.zBank.safeParse({ ...bank, swiftCode: 'BCEYLKLX' }).success).toBe(true);
    expect(schemas.zBankLocator.safeParse({ locatorCode: 'ATM-001', name: 'City Office ATM', bankCode: '7010', type: 'ATM', latitude: 6.93, longitude: 79.85, channels: [1], statusId: 1, openHours: '24h' }).success).toBe(true);
  });
});

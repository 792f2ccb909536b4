import { afterEach, expect, test } from 'vitest';

const Original = globalThis.Function;
afterEach(() => {
  globalThis.Function = Original;
});

/** Counts the functions built from source text (zod's JIT and its `new Function` probe) while `run` runs. */
async function functionsBuiltDuring(run: () => Promise<void>): Promise<number> {
  let built = 0;
  globalThis.Function = new Proxy(Original, {
    construct(target, args) {
      built += 1;
      return Reflect.construct(target, args);
    },
    apply(target, self, args) {
      built += 1;
      return Reflect.apply(target, self, args);
    },
  });
  await run();
  return built;
}

test('zod as the console imports it runs jitless: building and parsing the contract schemas never evaluates code', async () => {
  let jitless: boolean | undefined;
  const built = await functionsBuiltDuring(async () => {
    const { z } = await import('../../src/lib/zod');
    const { schemas } = await import('../../generated/hey-api/zod.gen');
    const bank = { id: 1, code: '7010', name: 'Bank of Ceylon', shortCode: 'BOC', status: 1 };
    schemas.zBank.safeParse(bank);
    schemas.zFieldError.safeParse({ field: 'name', message: 'Name is required' });
    z.object({ name: z.string(), nested: z.object({ n: z.number() }) }).parse({ name: 'x', nested: { n: 1 } });
    jitless = z.config().jitless;
  });
  expect(built).toBe(0);
  expect(jitless).toBe(true);
});

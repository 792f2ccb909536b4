// The contract's zod schemas are built on first read (codegen.config.ts, lazySchemas): loading
// their chunk on a cold screen builds none of them, and each check builds only what it uses.
import { expect, test, vi } from 'vitest';

const built = vi.hoisted(() => ({ calls: 0 }));

// Every zod builder (z.object, z.string, ...) counted as the generated module calls it.
vi.mock('zod', async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  const counted = (fn: (...args: unknown[]) => unknown) => (...args: unknown[]) => {
    built.calls += 1;
    return fn(...args);
  };
  return Object.fromEntries(Object.entries(real).map(([name, value]) => [name, typeof value === 'function' && /^[a-z]/.test(name) ? counted(value as (...args: unknown[]) => unknown) : value]));
});

test('loading the schemas builds none; reading one builds it and what it uses, once', async () => {
  const { schemas } = await import('../../generated/hey-api/zod.gen');
  expect(Object.keys(schemas).length).toBeGreaterThan(900);
  expect(built.calls).toBe(0);

  const navGroup = schemas.zNavGroup;
  const afterFirst = built.calls;
  expect(afterFirst).toBeGreaterThan(0);
  expect(schemas.zNavGroup).toBe(navGroup);
  expect(built.calls).toBe(afterFirst);

  // A schema another one uses is the same object, whichever is read first.
  expect(navGroup.shape.items.element.shape.pageId).toBe(schemas.zPageId);
  expect(built.calls).toBe(afterFirst);

  expect(navGroup.safeParse({ id: 1, title: 'Config Management', icon: 'settings', items: [{ id: 2, title: 'Bank Management', path: '/admin/config-mgt/bank-mgt', pageId: 'bank-mgt' }] }).success).toBe(true);
  expect(navGroup.safeParse({ id: 1, title: 'Config Management', icon: 'settings', items: [{ id: 2, title: 'Bank Management', path: '/admin/config-mgt/bank-mgt', pageId: '1bad' }] }).success).toBe(false);
});

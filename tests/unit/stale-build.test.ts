// The end-to-end stack tests the code as it is: dist/ counts as stale when anything the build
// reads is newer than it (dev/stale-build.mjs, used by tests/e2e/serve.mjs, dev/serve.mjs and
// playwright.config.ts).
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { staleBuild } from '../../dev/stale-build.mjs';

/** Writes `path` under `root` with the given modification time (seconds). */
function write(root: string, path: string, time: number) {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, '');
  utimesSync(file, time, time);
  utimesSync(join(file, '..'), time, time);
}

test('a checkout without a build needs one', () => {
  const root = mkdtempSync(join(tmpdir(), 'stale-build-'));
  write(root, 'src/main.ts', 1_000);
  expect(staleBuild(root)).toBe('no build');
});

test('a build older than a source, deep in src/ or generated/, or than index.html or vite.config.ts, is stale', () => {
  for (const input of ['src/components/crud/deep/file.tsx', 'generated/hey-api/types.gen.ts', 'index.html', 'vite.config.ts']) {
    const root = mkdtempSync(join(tmpdir(), 'stale-build-'));
    write(root, 'src/main.ts', 1_000);
    write(root, 'dist/index.html', 2_000);
    expect(staleBuild(root)).toBeNull();
    write(root, input, 3_000);
    expect(staleBuild(root)).toBe(`${input.split('/')[0] ?? ''} is newer than dist/`);
  }
});

test('files outside what the build reads (tests, docs) leave the build current', () => {
  const root = mkdtempSync(join(tmpdir(), 'stale-build-'));
  write(root, 'src/main.ts', 1_000);
  write(root, 'dist/index.html', 2_000);
  write(root, 'tests/e2e/x.spec.ts', 3_000);
  write(root, 'CONTRIBUTING.md', 3_000);
  expect(staleBuild(root)).toBeNull();
});

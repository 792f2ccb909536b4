// A contract that does not bundle is reported in the linter's words (file, line, what is wrong),
// with no stack trace: what `npm run contract:lint` and `npm run codegen` print.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContractError, bundleContract } from '../../scripts/contract-bundle.mjs';

describe('bundleContract', () => {
  it('refuses a root whose path names nothing in its area file with the linter’s report', () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-'));
    cpSync('openapi', join(dir, 'openapi'), { recursive: true });
    const root = join(dir, 'openapi', 'wallet.yaml');
    writeFileSync(root, readFileSync(root, 'utf8').replace("~1banks'", "~1banks~1search'"));
    let thrown: unknown;
    try {
      bundleContract(root, join(dir, 'bundle.json'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContractError);
    const message = (thrown as Error).message;
    expect(message).toMatch(/wallet\.yaml:\d+:\d+ at #\/paths\/~1banks/);
    expect(message).toContain("Can't resolve $ref");
    expect(message).not.toContain('╔');
  }, 60_000);
});

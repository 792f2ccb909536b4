// Lints the contract: Redocly on the sources, then Spectral on the bundled document
// (Spectral misreads path items that are `$ref`s into other files).
// Usage: node scripts/lint-contract.mjs [root.yaml]   (default openapi/wallet.yaml)
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = process.argv[2] ?? 'openapi/wallet.yaml';
const bin = (name) => join('node_modules', '.bin', name);
const bundled = join(mkdtempSync(join(tmpdir(), 'contract-')), 'bundle.json');
const run = (cmd, args) => execFileSync(bin(cmd), args, { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });

try {
  run('redocly', ['lint', '--format=stylish', root]);
  run('redocly', ['bundle', root, '-o', bundled]);
  run('spectral', ['lint', '--fail-severity=error', '--ruleset', '.spectral.yaml', bundled]);
} catch {
  process.exit(1);
}

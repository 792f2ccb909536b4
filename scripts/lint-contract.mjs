// Lints the contract: Redocly (redocly.yaml) and then Spectral with spectral:oas and the OWASP API
// security ruleset (.spectral.yaml says which OWASP rules are off or scoped, and why), both on the
// bundled document as codegen writes it (scripts/contract-bundle.mjs: common.yaml's error and
// header sets expanded, so rules such as operation-4xx-response see every response; Spectral
// also misreads path items that are `$ref`s into other files).
// Usage: node scripts/lint-contract.mjs [root.yaml]   (default openapi/wallet.yaml)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleContract } from './contract-bundle.mjs';

const root = process.argv[2] ?? 'openapi/wallet.yaml';
const bin = (name) => join('node_modules', '.bin', name);
const bundled = join(mkdtempSync(join(tmpdir(), 'contract-')), 'bundle.json');
const run = (cmd, args) => execFileSync(bin(cmd), args, { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });

/** How the OWASP ruleset is applied: rules as published, scoped to inputs, off (from .spectral.yaml). */
function owaspSummary() {
  const ruleset = createRequire(import.meta.url)('@stoplight/spectral-owasp-ruleset');
  const names = Object.keys((ruleset.default ?? ruleset).rules);
  const config = readFileSync('.spectral.yaml', 'utf8');
  const off = names.filter((name) => new RegExp(`^  ${name}: off$`, 'm').test(config));
  const scoped = names.filter((name) => new RegExp(`^  ${name}:\\n    given:`, 'm').test(config));
  return `OWASP API security ruleset: ${names.length} rules, ${names.length - off.length - scoped.length} as published, ${scoped.length} on inputs only, ${off.length} off (reasons in .spectral.yaml)`;
}

try {
  bundleContract(root, bundled);
  console.log(`bundled ${root} (sets of common.yaml expanded)`);
  run('redocly', ['lint', '--format=stylish', bundled]);
  run('spectral', ['lint', '--fail-severity=error', '--ruleset', '.spectral.yaml', bundled]);
  console.log(owaspSummary());
} catch (error) {
  // Redocly and Spectral print their reports themselves; a bundle that failed says why here.
  if (error instanceof Error && !('status' in error)) console.error(error.message);
  process.exit(1);
}

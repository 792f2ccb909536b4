// `npm test`: every check, in order, stopping at the first failure. CI runs exactly this.
// lint -> typecheck -> codegen drift -> contract lint -> unit/component tests ->
// contract tests (Prism) -> production build -> size budgets -> end-to-end tests (Chromium).
import { spawnSync } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json']],
  ['codegen drift', 'node', ['scripts/codegen-check.mjs']],
  ['contract lint', 'node', ['scripts/lint-contract.mjs']],
  ['unit and component tests', bin('vitest'), ['run', '--project', 'unit']],
  ['contract tests', bin('vitest'), ['run', '--project', 'contract']],
  ['production build', bin('vite'), ['build', '--logLevel', 'warn']],
  ['size budgets', 'node', ['scripts/budget.mjs']],
  ['end-to-end tests', bin('playwright'), ['test']],
];

const only = process.argv.slice(2);
const timings = [];
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  const seconds = (performance.now() - started) / 1000;
  timings.push(`${name.padEnd(26)} ${seconds.toFixed(1).padStart(6)} s`);
  if (result.status !== 0) {
    console.error(`\ncheck failed: ${name} (exit ${result.status ?? result.signal})`);
    console.log(`${timings.join('\n')}\nchecks: ${timings.length - 1} passed, 1 failed`);
    process.exit(1);
  }
}
console.log(`\n${timings.join('\n')}\nchecks: ${timings.length} passed, 0 failed`);

// Codegen drift: regenerate from the contract and fail if generated/ differs from what is
// committed (including new or deleted files).
import { execFileSync, spawnSync } from 'node:child_process';

execFileSync('node_modules/.bin/tsx', ['codegen.config.ts'], { stdio: 'inherit' });
execFileSync('git', ['add', '--intent-to-add', '--', 'generated']);
const diff = spawnSync('git', ['diff', '--exit-code', '--stat', '--', 'generated'], { stdio: 'inherit' });
if (diff.status !== 0) {
  console.error('generated/ is not what the contract generates: run `npm run codegen` and commit the result.');
  process.exit(1);
}
console.log('generated/ matches the contract');

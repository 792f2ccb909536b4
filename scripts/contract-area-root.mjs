// Writes openapi/.area-<names>.yaml: a root document holding only the paths that the given
// area files define, so one area can be linted before the others exist.
// Usage: node scripts/contract-area-root.mjs banks merchants
import { readFileSync, writeFileSync } from 'node:fs';

const areas = process.argv.slice(2);
const lines = readFileSync('openapi/wallet.yaml', 'utf8').split('\n');
const out = [];
let inPaths = false;
for (let i = 0; i < lines.length; i++) {
  const line = lines[i];
  if (line === 'paths:') { inPaths = true; out.push(line); continue; }
  if (inPaths && /^\S/.test(line)) inPaths = false;
  if (!inPaths) { out.push(line); continue; }
  const ref = lines[i + 1] ?? '';
  if (/^ {2}\//.test(line) && areas.some((a) => ref.includes(`'./${a}.yaml#`))) out.push(line, ref);
}
const file = `openapi/.area-${areas.join('-')}.yaml`;
writeFileSync(file, out.join('\n'));
console.log(file);

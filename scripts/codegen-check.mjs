// Codegen drift: regenerates from the contract and the route files in a temporary copy of the
// inputs, then compares generated/ and the route tree with the working tree (new, deleted and
// changed files). Reads the working tree as it is, staged or not; touches neither it nor git.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const INPUTS = ['openapi', 'codegen.config.ts', 'scripts/contract-bundle.mjs', 'scripts/required-across-allof.ts', 'scripts/json-formats.ts', 'tsr.config.json', 'tsconfig.json', 'package.json', 'src/api/mutator.ts', 'src/routes'];
const OUTPUTS = ['generated', 'src/route-tree.gen.ts'];

const work = mkdtempSync(join(tmpdir(), 'codegen-check-'));
try {
  for (const input of INPUTS) cpSync(input, join(work, input), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(work, 'node_modules'), 'dir');
  execFileSync(join(process.cwd(), 'node_modules/.bin/tsx'), ['codegen.config.ts'], { cwd: work, stdio: 'inherit' });

  const files = (root, path) => {
    const full = join(root, path);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) return [path];
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  };
  const differ = [];
  for (const output of OUTPUTS) {
    const fresh = new Set(files(work, output));
    const current = new Set(files(process.cwd(), output));
    for (const file of new Set([...fresh, ...current])) {
      if (!fresh.has(file)) differ.push(`  not generated any more: ${file}`);
      else if (!current.has(file)) differ.push(`  missing: ${file}`);
      else if (!readFileSync(join(work, file)).equals(readFileSync(file))) differ.push(`  differs: ${file}`);
    }
  }
  if (differ.length > 0) {
    console.error(`${differ.join('\n')}\ngenerated/ or the route tree is not what the contract and src/routes generate: run \`npm run codegen\` and commit the result.`);
    process.exit(1);
  }
  console.log('generated/ and the route tree match the contract and the route files');
} finally {
  rmSync(work, { recursive: true, force: true });
}

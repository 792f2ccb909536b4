// Starts Prism mocking the bundled contract (generated/openapi.json) and resolves once it
// answers. The binary is started directly: npx adds seconds. Prism listens on an internal port
// behind the DPoP gate (dpop-gate.mjs), which answers on `port`: Prism knows only the bearer
// scheme, the gate checks DPoP-bound calls as the real API does and passes them on as bearer ones.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, stopChild } from './api-proxy.mjs';
import { startDpopGate } from './dpop-gate.mjs';

/**
 * `dynamic`: answers generated from the schemas (`prism mock -d`) instead of the examples, the
 * same for the same `seed`.
 * @param {{ port?: number, errors?: boolean, quiet?: boolean, dynamic?: boolean, seed?: string }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void>, startedInMs: number }>}
 */
export async function startPrism({ port = 4010, errors = true, quiet = true, dynamic = false, seed } = {}) {
  const started = performance.now();
  const internal = await freePort();
  const args = [
    'mock', '--host', '127.0.0.1', '--port', String(internal), ...(errors ? ['--errors'] : []),
    ...(dynamic ? ['--dynamic', ...(seed ? ['--seed', seed] : [])] : []),
    join('generated', 'openapi.json'),
  ];
  const child = spawn(join('node_modules', '.bin', 'prism'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (!quiet) process.stdout.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const url = `http://127.0.0.1:${internal}`;
  // Prism needs seconds to read the contract, and many more when the machine is busy.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited (${child.exitCode}):\n${output}`);
    const answered = await fetch(`${url}/`).then(() => true, () => false);
    if (answered) {
      const gate = await startDpopGate({ port, target: url }).catch((error) => {
        child.kill('SIGTERM');
        throw error;
      });
      return { url: gate.url, stop: () => Promise.all([gate.stop(), stopChild(child)]).then(() => undefined), startedInMs: Math.round(performance.now() - started) };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`Prism did not start within 90 s:\n${output}`);
}

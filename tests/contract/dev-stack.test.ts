/**
 * `npm start`'s stack (dev/start.mjs) stops whole: after SIGTERM (what Ctrl+C and a process
 * manager send) its ports are free and none of the processes it started is left running, with the
 * development wallet API and with a real API behind the validating proxy (API_BACKEND).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './console';

/** Whether nothing listens on a port of 127.0.0.1 now. */
const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** The processes a process started (its children and theirs). */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Whether a process still runs (an exited one not yet reaped, a zombie, does not). */
const alive = (pid: number) => {
  try {
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim().startsWith('Z');
  } catch {
    return false;
  }
};

async function startStack(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn('node', ['dev/start.mjs'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Press Ctrl+C to stop.')) {
    if (child.exitCode !== null) throw new Error(`the stack exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the stack did not start within 90 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, output: () => output };
}

const stopped = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

describe('npm start stops every process it started', () => {
  it.each([
    ['the development wallet API', {}],
    ['a real API behind the validating proxy', { API_BACKEND: 'http://127.0.0.1:9' }],
  ])('with %s: after SIGTERM its ports are free and no process of it is left', async (_name, extra) => {
    const ports = { APP_PORT: await freePort(), IDP_PORT: await freePort(), PRISM_PORT: await freePort(), WALLET_API_PORT: await freePort() };
    const { child, output } = await startStack({ ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])), ...extra });
    const started = descendants(child.pid ?? 0);
    expect(started.length, output()).toBeGreaterThan(0);
    for (const port of [ports.APP_PORT, ports.IDP_PORT, ports.PRISM_PORT]) expect(await isFree(port), `port ${port} is in use while the stack runs`).toBe(false);

    child.kill('SIGTERM');
    await stopped(child);
    for (const [name, port] of Object.entries(ports)) expect(await isFree(port), `${name} ${port} is still in use`).toBe(true);
    const left = started.filter(alive).map((pid) => execFileSync('ps', ['-o', 'pid=,args=', '-p', String(pid)], { encoding: 'utf8' }).trim());
    expect(left, output()).toEqual([]);
  }, 120_000);
});

describe('npm start follows the contract', () => {
  it('starts the API again when codegen writes a new generated/openapi.json, and says so', async () => {
    const ports = { APP_PORT: await freePort(), IDP_PORT: await freePort(), PRISM_PORT: await freePort(), WALLET_API_PORT: await freePort() };
    const { child, output } = await startStack(Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])));
    try {
      // What codegen does: the file written anew (here with the same content).
      const contract = readFileSync('generated/openapi.json');
      writeFileSync('generated/openapi.json', contract);
      const deadline = Date.now() + 90_000;
      while (!output().includes('The contract changed: the wallet API started again on it')) {
        if (Date.now() > deadline) throw new Error(`no reload within 90 s:\n${output()}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const answer = await fetch(`http://127.0.0.1:${ports.PRISM_PORT}/banks?page=1&size=1`, {
        headers: { authorization: 'Bearer x', tenant: 'wallet', 'x-client-platform': 'web', 'x-client-request-id': '3f1c2a9e-7b4d-4e21-9a55-1d2f0c8b6e71' },
      });
      expect(answer.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await stopped(child);
    }
  }, 180_000);
});

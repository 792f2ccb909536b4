// The wallet API the console talks to in development and tests, on `port` (where `/api` is proxied):
//
//   stateful (default)  the development wallet API (dev/wallet-api/), which remembers every write,
//                       behind Prism as a validating proxy (every request and answer checked against
//                       the contract, violations printed) and the DPoP gate
//   mock                Prism mocking the contract from its examples (API_MOCK=1), behind the DPoP gate
//   a real API          Prism as a validating proxy in front of API_BACKEND=<URL>
import { join } from 'node:path';
import { freePort, startApiProxy } from './api-proxy.mjs';
import { startDpopGate } from './dpop-gate.mjs';
import { startPrism } from './prism.mjs';
import { startWalletApi } from './wallet-api/server.mjs';

/**
 * Which API a stack runs, from the environment: `API_BACKEND` (a real API), `API_MOCK=1` (Prism's
 * mock), else the stateful development API; `WALLET_API_DATA` keeps its data in a folder.
 */
export function apiModeFromEnv(env = process.env) {
  if (env.API_BACKEND) return { mode: 'backend', backend: env.API_BACKEND };
  if (env.API_MOCK === '1' || env.API_MOCK === 'true') return { mode: 'mock' };
  return { mode: 'stateful', ...(env.WALLET_API_DATA ? { dataDir: env.WALLET_API_DATA } : {}) };
}

/**
 * Starts the API of a stack and resolves once it answers on `port`.
 * @param {{ port: number, mode?: 'stateful' | 'mock' | 'backend', backend?: string, dataDir?: string, walletPort?: number, quiet?: boolean, report?: string }} options
 * @returns {Promise<{ url: string, mode: string, describe: string, walletUrl?: string, stop: () => Promise<void> }>}
 */
export async function startApiStack({ port, mode = 'stateful', backend, dataDir, walletPort = 0, quiet = false, report }) {
  if (mode === 'mock') {
    const prism = await startPrism({ port });
    return { url: prism.url, mode, describe: `Mock API (Prism) http://127.0.0.1:${port}`, stop: async () => prism.stop() };
  }
  if (mode === 'backend') {
    if (!backend) throw new Error('API_BACKEND must be the wallet API URL');
    const proxy = await startApiProxy({ backend, port, ...(report ? { report } : {}), quiet });
    return { url: proxy.url, mode, describe: `Wallet API ${backend} through the validating proxy http://127.0.0.1:${port} (report: ${proxy.report})`, stop: proxy.stop };
  }
  const wallet = await startWalletApi({ port: walletPort, ...(dataDir ? { dataDir } : {}) });
  const proxy = await startApiProxy({ backend: wallet.url, port: await freePort(), report: report ?? join('.tmp', `wallet-api-violations-${port}.jsonl`), quiet }).catch(async (error) => {
    await wallet.stop();
    throw error;
  });
  const gate = await startDpopGate({ port, target: proxy.url }).catch(async (error) => {
    await Promise.all([proxy.stop(), wallet.stop()]);
    throw error;
  });
  return {
    url: gate.url,
    mode,
    walletUrl: wallet.url,
    describe: `Development wallet API ${wallet.url} (${dataDir ? `data kept in ${dataDir}` : 'in memory'}; reset: curl -X DELETE ${wallet.url}/__dev/tenants) behind Prism's validation http://127.0.0.1:${port}`,
    stop: async () => {
      await Promise.all([gate.stop(), proxy.stop(), wallet.stop()]);
    },
  };
}

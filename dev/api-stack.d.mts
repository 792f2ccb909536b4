export type ApiMode = { mode: 'stateful'; dataDir?: string } | { mode: 'mock' } | { mode: 'backend'; backend: string };
/** Which API a stack runs, from the environment (`API_BACKEND`, `API_MOCK`, `WALLET_API_DATA`). */
export function apiModeFromEnv(env?: Record<string, string | undefined>): ApiMode;
export type RunningApiStack = { url: string; mode: string; describe: string; walletUrl?: string; stop: () => Promise<void> };
/** Starts the API of a stack on `port`: the stateful development API behind Prism's validation, Prism's mock, or a real API behind the validating proxy. */
export function startApiStack(options: {
  port: number;
  mode?: 'stateful' | 'mock' | 'backend';
  backend?: string;
  dataDir?: string;
  walletPort?: number;
  quiet?: boolean;
  report?: string;
}): Promise<RunningApiStack>;

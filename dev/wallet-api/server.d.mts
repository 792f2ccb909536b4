export type RunningWalletApi = { url: string; port: number; stop: () => Promise<void> };
/** Starts the development wallet API (stateful, driven by generated/openapi.json). */
export function startWalletApi(options?: {
  port?: number;
  host?: string;
  contract?: string;
  dataDir?: string;
  rows?: Record<string, number>;
  log?: (line: string) => void;
}): Promise<RunningWalletApi>;

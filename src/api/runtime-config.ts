/**
 * Runtime configuration, read once at start-up from `/config.json` (preloaded by index.html),
 * so one build serves every environment: replace the file at deploy time.
 */
export type RuntimeConfig = {
  /** Base address of the wallet API, absolute or relative to the console's origin. */
  apiBaseUrl: string;
  /** OpenID Connect issuer, e.g. `https://sso.bank.lk/realms/wallet`. */
  authority: string;
  /** Public OIDC client id. */
  clientId: string;
  /** Value of the `tenant` header sent on every call. */
  tenant: string;
  /**
   * The KYC video call's room: `twilio` (production, the default) joins Twilio Video;
   * `loopback` (development and tests, where Twilio cannot be reached) shows the browser's
   * own camera as the customer.
   */
  videoRoom: VideoRoomKind;
};

export type VideoRoomKind = 'twilio' | 'loopback';

const KEYS = ['apiBaseUrl', 'authority', 'clientId', 'tenant'] as const;

/** Checks an untrusted value and returns it as a RuntimeConfig, naming every missing key. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const missing = KEYS.filter((key) => typeof record[key] !== 'string' || record[key] === '');
  if (missing.length > 0) {
    throw new Error(`config.json is missing ${missing.join(', ')}`);
  }
  return {
    apiBaseUrl: String(record.apiBaseUrl).replace(/\/+$/, ''),
    authority: String(record.authority).replace(/\/+$/, ''),
    clientId: String(record.clientId),
    tenant: String(record.tenant),
    videoRoom: record.videoRoom === 'loopback' ? 'loopback' : 'twilio',
  };
}

let loaded: RuntimeConfig | null = null;

/** The configuration read at start-up (null before it is loaded, e.g. in unit tests). */
export function currentRuntimeConfig(): RuntimeConfig | null {
  return loaded;
}

/** Fetches and checks `/config.json`. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status})`);
  loaded = parseRuntimeConfig(await response.json());
  return loaded;
}

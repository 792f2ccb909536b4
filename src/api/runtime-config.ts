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
  /** Seconds without a person's activity (keys, pointer, navigation) before the console signs out (PCI DSS 8.2.8). Default 900. */
  idleTimeoutSeconds: number;
  /** Seconds without activity after which a dialog warns, with a countdown to the sign-out. Default 780. */
  idleWarningSeconds: number;
  /** Time limit of an API call in seconds. Default 30. */
  requestTimeoutSeconds: number;
  /** Time limit of a download (report, file) in seconds. Default 120. */
  downloadTimeoutSeconds: number;
  /**
   * DPoP-bound tokens (RFC 9449): the token request and every API call carry a proof signed by
   * a key that never leaves the tab, so a stolen token is useless elsewhere. Needs an identity
   * provider that issues them (Keycloak 23+). Default false.
   */
  dpop: boolean;
  /**
   * The IANA time zone (e.g. `UTC`, `Asia/Colombo`) of the API's date-times written without an
   * offset (`2026-09-03 08:32:00`, a Java LocalDateTime): with it they are read in that zone;
   * without it they cannot be read ("—"), never in the browser's own zone. Default none.
   */
  apiTimeZone: string | null;
};

export type VideoRoomKind = 'twilio' | 'loopback';

const KEYS = ['apiBaseUrl', 'authority', 'clientId', 'tenant'] as const;

/** The optional settings and their defaults. */
export const RUNTIME_DEFAULTS = { idleTimeoutSeconds: 900, idleWarningSeconds: 780, requestTimeoutSeconds: 30, downloadTimeoutSeconds: 120 } as const;

/** A positive number of seconds, or the default when absent or not a positive finite number. */
function seconds(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Whether `zone` is a time zone the browser knows (an IANA name such as `UTC` or `Asia/Colombo`). */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

let loaded: RuntimeConfig | null = null;

/** The configuration read at start-up (screens read optional settings, e.g. the idle limits, from here). */
export function runtimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('config.json has not been loaded');
  return loaded;
}

/** Checks an untrusted value and returns it as a RuntimeConfig, naming every missing key. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const missing = KEYS.filter((key) => typeof record[key] !== 'string' || record[key] === '');
  if (missing.length > 0) {
    throw new Error(`config.json is missing ${missing.join(', ')}`);
  }
  const idleTimeoutSeconds = seconds(record.idleTimeoutSeconds, RUNTIME_DEFAULTS.idleTimeoutSeconds);
  const warning = seconds(record.idleWarningSeconds, RUNTIME_DEFAULTS.idleWarningSeconds);
  const zone = record.apiTimeZone;
  // A wrong zone would move every date-time: it stops the start, as a missing key does.
  if (zone !== undefined && zone !== null && (typeof zone !== 'string' || !knownZone(zone))) {
    throw new Error(`config.json's apiTimeZone is not a time zone: ${JSON.stringify(zone)} (an IANA name such as "UTC" or "Asia/Colombo")`);
  }
  return {
    apiBaseUrl: String(record.apiBaseUrl).replace(/\/+$/, ''),
    authority: String(record.authority).replace(/\/+$/, ''),
    clientId: String(record.clientId),
    tenant: String(record.tenant),
    videoRoom: record.videoRoom === 'loopback' ? 'loopback' : 'twilio',
    idleTimeoutSeconds,
    // A warning at or after the limit would never show: then warn two minutes (or a tenth of the limit) before.
    idleWarningSeconds: warning < idleTimeoutSeconds ? warning : Math.max(idleTimeoutSeconds - 120, idleTimeoutSeconds * 0.9),
    requestTimeoutSeconds: seconds(record.requestTimeoutSeconds, RUNTIME_DEFAULTS.requestTimeoutSeconds),
    downloadTimeoutSeconds: seconds(record.downloadTimeoutSeconds, RUNTIME_DEFAULTS.downloadTimeoutSeconds),
    dpop: record.dpop === true,
    apiTimeZone: typeof zone === 'string' ? zone : null,
  };
}

/** Fetches and checks `/config.json`. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`config.json could not be loaded (HTTP ${response.status})`);
  loaded = parseRuntimeConfig(await response.json());
  return loaded;
}

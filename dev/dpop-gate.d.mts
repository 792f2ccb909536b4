/** A running DPoP gate in front of the mock API. */
export type RunningDpopGate = { url: string; stop: () => Promise<void> };
/** The JWK SHA-256 thumbprint (RFC 7638) of a public key. */
export function thumbprint(jwk: JsonWebKey): string;
/** Checks one DPoP-bound call; null when it is good, else why not. */
export function checkDpop(call: { authorization?: string; proof?: string | string[]; method: string; path: string; seen: Map<string, number>; now?: number }): string | null;
/** Starts the gate on `port`, forwarding to `target`. */
export function startDpopGate(options: { port: number; target: string; publicBase?: string; host?: string }): Promise<RunningDpopGate>;

/** One development account (username = password). */
export type DevAccount = { sub: string; password: string; given_name: string; family_name: string; email: string; roles: string[] };
export const REALM_PATH: string;
export const CLIENT_ID: string;
export const ACCOUNTS: Readonly<Record<'admin' | 'viewer' | 'kyc', DevAccount>>;
/** Starts the development identity provider; resolves with its issuer. */
export function startIdp(options?: { port?: number; host?: string; appOrigins?: string[]; refreshTokens?: boolean }): Promise<{ issuer: string; close: () => Promise<void> }>;

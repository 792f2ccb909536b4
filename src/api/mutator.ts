/**
 * The orval mutator: every generated hook's request goes through the one transport, which
 * plugs itself in here when it is configured (configureTransport). This file imports nothing
 * generated on purpose: orval bundles it to read its signature while hey-api is rewriting
 * the client in parallel.
 */
type Send = <T>(url: string, init?: RequestInit) => Promise<T>;

let send: Send | null = null;

/** Called by the transport at start-up. */
export function setSender(sender: Send): void {
  send = sender;
}

export const apiRequest = <T>(url: string, init?: RequestInit): Promise<T> =>
  send ? send<T>(url, init) : Promise.reject(new Error('The API transport is not configured yet'));

/** A running Prism mock server. */
export type RunningPrism = { url: string; stop: () => Promise<void>; startedInMs: number };
/** Starts Prism on generated/openapi.json and resolves once it answers. */
export function startPrism(options?: { port?: number; errors?: boolean; quiet?: boolean; dynamic?: boolean; seed?: string }): Promise<RunningPrism>;

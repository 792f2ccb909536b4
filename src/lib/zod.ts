/**
 * zod as the console runs it: in the build every `from 'zod'` (the app's and generated/'s)
 * resolves to this module (the alias in vite.config.ts), so jitless mode is on before any
 * schema is built. Otherwise zod probes `new Function` once to compile fast parsers, and the
 * production server's Content-Security-Policy (no 'unsafe-eval') reports that probe as a
 * violation even though zod catches the refusal.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';

/** What the build reads (dev/stale-build.mjs). */
export const BUILD_INPUTS: readonly string[];
/** Why `dist/` must be built again: 'no build', the first input newer than the build, or null when it is current. */
export function staleBuild(root?: string): string | null;

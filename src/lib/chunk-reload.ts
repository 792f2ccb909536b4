/**
 * After a deploy, an open console may ask for route chunks that no longer exist. Such a
 * failure reloads the page once (a second failure within a minute shows the error page).
 */
const KEY = 'wallet:chunk-reload-at';
const WINDOW_MS = 60_000;

/** True for the errors browsers raise when a dynamically imported chunk cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads the page unless it already did so for this reason within the last minute; returns whether it reloads. */
export function reloadOnceForStaleChunk(storage: Storage = window.sessionStorage, reload: () => void = () => window.location.reload()): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (Date.now() - last < WINDOW_MS) return false;
  storage.setItem(KEY, String(Date.now()));
  reload();
  return true;
}

/** Listens for Vite's preload failures. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForStaleChunk()) event.preventDefault();
  });
}

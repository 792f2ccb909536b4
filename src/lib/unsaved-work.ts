/**
 * Unsaved work kept across a forced sign-in. When a 401 sends the window to sign-in, what the
 * user typed into an open form is written to this tab's sessionStorage (only the form's
 * non-secret values: password fields and files are left out; never a token), keyed by the page
 * and the form (resource and record). Back from sign-in, the same form offers it again
 * ("Restore your unsaved changes to Bank 7056?"); it is removed once restored or discarded,
 * and ignored (removed) after `KEPT_FOR_MS` or when it is not what this module wrote.
 */

const STORAGE_KEY = 'wallet.unsavedWork';
/** How long kept work is offered back: a sign-in round-trip, not a later day. */
export const KEPT_FOR_MS = 30 * 60 * 1000;

/** An open form as the 401 path sees it. */
type OpenForm = { name: string; values: () => Record<string, unknown>; secret: readonly string[]; changed: () => boolean };

/** Work kept for one form. */
export type KeptWork = { page: string; form: string; name: string; values: Record<string, unknown>; savedAt: number };

const openForms = new Map<string, OpenForm>();

const currentPage = () => window.location.pathname;

/**
 * Registers an open form (`form`: its key, e.g. `banks:edit:7056`; `name`: the record, e.g.
 * `Bank 7056`) so the 401 path can keep its values; `secret` names fields never kept. Returns
 * the unregister function.
 */
export function trackOpenForm(form: string, entry: OpenForm): () => void {
  openForms.set(form, entry);
  return () => {
    if (openForms.get(form) === entry) openForms.delete(form);
  };
}

/** A value that can be kept as JSON: text, numbers, booleans, null and lists of them (not files). */
function keepable(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  return Array.isArray(value) && value.every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item));
}

/**
 * Keeps the changed open forms of this page before the window leaves for sign-in (the 401
 * path). Returns how many forms were kept.
 */
export function keepUnsavedWork(now = Date.now()): number {
  const kept: KeptWork[] = [];
  for (const [form, entry] of openForms) {
    if (!entry.changed()) continue;
    const values = Object.fromEntries(Object.entries(entry.values()).filter(([name, value]) => !entry.secret.includes(name) && keepable(value)));
    kept.push({ page: currentPage(), form, name: entry.name, values, savedAt: now });
  }
  if (kept.length === 0) return 0;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    return 0; // Storage full or blocked: the sign-in still happens, without the work.
  }
  return kept.length;
}

/** The kept work this module wrote, still fresh; anything else found there is removed. */
function readKept(now: number): KeptWork[] {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return [];
  }
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const fresh = (Array.isArray(parsed) ? (parsed as unknown[]) : []).filter((item): item is KeptWork => {
    if (typeof item !== 'object' || item === null) return false;
    const { page, form, name, values, savedAt } = item as Record<string, unknown>;
    return (
      typeof page === 'string' &&
      typeof form === 'string' &&
      typeof name === 'string' &&
      typeof values === 'object' &&
      values !== null &&
      !Array.isArray(values) &&
      typeof savedAt === 'number' &&
      now - savedAt >= 0 &&
      now - savedAt < KEPT_FOR_MS
    );
  });
  if (fresh.length === 0) window.sessionStorage.removeItem(STORAGE_KEY);
  return fresh;
}

/** The work kept for this page whose form key `matches` (e.g. one form's key, or any of a resource's), or null. */
export function keptWork(matches: (form: string) => boolean, now = Date.now()): KeptWork | null {
  return readKept(now).find((work) => work.page === currentPage() && matches(work.form)) ?? null;
}

/** Forgets the kept work of a form (restored or discarded). */
export function forgetKeptWork(form: string, now = Date.now()): void {
  const rest = readKept(now).filter((work) => work.form !== form);
  if (rest.length > 0) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(rest));
  else window.sessionStorage.removeItem(STORAGE_KEY);
}

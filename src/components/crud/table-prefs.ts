/**
 * A list's column visibility and density, remembered per signed-in user and list in
 * localStorage (a preference, not data: losing it costs nothing).
 */
import { useState } from 'react';
import { useSessionUser } from '../../auth/use-session';

export type Density = 'xs' | 'md' | 'xl';
export type TablePrefs = { columnVisibility: Record<string, boolean>; density: Density };

const DENSITIES: readonly string[] = ['xs', 'md', 'xl'];

/** The storage key of one user's choices for one list. */
export const prefsKey = (userId: string, listId: string) => `wallet.table.${userId}.${listId}`;

/** Reads stored choices; anything malformed falls back to the defaults. */
export function readPrefs(key: string, defaults: TablePrefs): TablePrefs {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return defaults;
    const { columnVisibility, density } = raw as Record<string, unknown>;
    const visibility =
      typeof columnVisibility === 'object' && columnVisibility !== null
        ? Object.fromEntries(Object.entries(columnVisibility).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'))
        : {};
    return {
      columnVisibility: { ...defaults.columnVisibility, ...visibility },
      density: typeof density === 'string' && DENSITIES.includes(density) ? (density as Density) : defaults.density,
    };
  } catch {
    return defaults;
  }
}

/** The choices of the signed-in user for list `listId`, and a setter that stores them. */
export function useTablePrefs(listId: string, defaults: TablePrefs): [TablePrefs, (next: TablePrefs) => void] {
  const user = useSessionUser();
  const key = prefsKey(user?.userName ?? 'anonymous', listId);
  const [prefs, setPrefs] = useState(() => readPrefs(key, defaults));
  const update = (next: TablePrefs) => {
    setPrefs(next);
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or disabled: the choice lasts for this visit only.
    }
  };
  return [prefs, update];
}

import { isAllowed } from './permissions';
import { sessionSnapshot } from './session';

/** Thrown by a route's beforeLoad when the signed-in user may not open the page. */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  /**
   * `codes`: the server's page list asks for a code that the token carries only in another case
   * (`asked`, `held`), which no administrator's grant cures.
   */
  constructor(
    readonly page: string,
    readonly codes: { asked: string; held: string } | null = null,
  ) {
    super(`Forbidden: ${page}`);
  }
}

/**
 * For a route's beforeLoad, after the page guard: refuses the page unless the signed-in user
 * holds one of `codes` (e.g. the add form of users needs `user_add`), also when the URL is typed.
 */
export function requirePermission(codes: readonly string[], page: string): void {
  if (!isAllowed(sessionSnapshot().user?.permissions, codes)) throw new ForbiddenError(page);
}

/** Permission helpers. Permissions are the realm roles of the access token. */

/** Reads `realm_access.roles` from a JWT access token without verifying it (the API does). */
export function rolesOf(accessToken: string | undefined): string[] {
  const payload = accessToken?.split('.')[1];
  if (!payload) return [];
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { realm_access?: { roles?: unknown } };
    const roles = claims.realm_access?.roles;
    return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

/** "nimal" -> "Nimal"; the shell shows the given name capitalised. */
export function capitalise(name: string): string {
  return name.length === 0 ? name : name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
}

/**
 * Whether a user holding `allowed` may do something that needs `need`: nothing, one code, or
 * any one of several codes. Without a signed-in user (`allowed` undefined) only open actions pass.
 */
export function isAllowed(allowed: ReadonlySet<string> | undefined, need: string | readonly string[] | undefined): boolean {
  if (need === undefined) return true;
  const codes: readonly string[] = typeof need === 'string' ? [need] : need;
  return codes.some((code) => allowed?.has(code) ?? false);
}

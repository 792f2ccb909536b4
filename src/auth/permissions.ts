/** Permission helpers. Permissions are the realm roles of the access token. */
import { minimumPermission } from './page-permissions';

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

/** A page's entry in the server's page-permission list (`GET /frontend/components`). */
export type PagePermission = { pageId: string; permission?: string | null };

/**
 * Whether a user holding `allowed` may open page `pageId`: the page's fixed minimum permission
 * in code (`src/auth/page-permissions.ts`), narrowed by the server list's permission for the
 * page. The list narrows, it neither opens nor erases: a page id the console does not know is
 * refused, `permission: null` there leaves the minimum in force, and a page the list does not
 * name (an empty list included) keeps its minimum.
 */
export function canOpenPage(pageId: string, pages: readonly PagePermission[], allowed: ReadonlySet<string>): boolean {
  if (!holdsMinimum(pageId, allowed)) return false;
  const page = pages.find((p) => p.pageId === pageId);
  return page?.permission == null || allowed.has(page.permission);
}

/** Whether `allowed` holds page `pageId`'s fixed minimum permission (the first half of `canOpenPage`, known without the server's list). */
export function holdsMinimum(pageId: string, allowed: ReadonlySet<string>): boolean {
  const minimum = minimumPermission(pageId);
  return minimum !== undefined && (minimum === null || allowed.has(minimum));
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

import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ForbiddenError } from '../../auth/guard';
import { canOpenPage, codesDifferingInCase, holdsMinimum, type PagePermission } from '../../auth/pages';

/**
 * Shows the page only when the server's page list lets the user open it (the list only narrows
 * what the token allows, `requirePage`): otherwise the 403 page, in place of the screen, whose data
 * call may already have been answered but is never shown. The page is the deepest route's
 * `staticData.guard`. A refusal because the list spells a code the token carries in another case
 * says so (`ForbiddenError.codes`).
 */
export function ServerPageGate({ pages, permissions, children }: { pages: readonly PagePermission[]; permissions: ReadonlySet<string>; children: ReactNode }) {
  const guard = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.guard)?.staticData.guard });
  if (guard && !canOpenPage(guard.pageId, pages, permissions)) {
    const mismatch = holdsMinimum(guard.pageId, permissions)
      ? codesDifferingInCase(
          pages.filter((page) => page.pageId === guard.pageId),
          permissions,
        )[0]
      : undefined;
    throw new ForbiddenError(guard.title, mismatch ? { asked: mismatch.asked, held: mismatch.held } : null);
  }
  return children;
}

import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError, isGatewayStatus, isNotFound } from '../../api/errors';
import { ForbiddenError } from '../../auth/guard';
import { signIn } from '../../auth/session';
import { isChunkLoadError, reloadOnceForStaleChunk } from '../../lib/chunk-reload';
import { ErrorPage } from './error-page';
import { ForbiddenPage } from './forbidden-page';
import { NotFoundPage } from './not-found-page';

function describe(error: unknown): { status: number | null; message: string; description: string; reasons: string[] } {
  if (error instanceof ApiError) {
    // The request id is what support traces; the operation and validation details are in the browser console (transport).
    const reasons = error.requestId ? [`Request id: ${error.requestId}`] : [];
    const description =
      error.kind === 'network' || error.kind === 'timeout'
        ? 'The wallet API could not be reached. Check your connection and try again.'
        : error.kind === 'cancelled'
          ? 'You cancelled the wait for the wallet API. Try again when you are ready.'
          : error.kind === 'contract'
            ? 'The wallet API answered with data this console does not understand.'
            : error.status === 401
              ? 'Your session is no longer valid.'
              : isGatewayStatus(error.status)
                ? 'The wallet API could not be reached through its gateway. Try again in a moment.'
                : error.status === 429
                  ? 'The wallet API asked the console to slow down.'
                  : error.status !== null && error.status >= 500
                    ? 'The wallet API failed to handle the request.'
                    : 'The wallet API refused the request.';
    return { status: error.status, message: error.message, description, reasons };
  }
  if (isChunkLoadError(error)) {
    return {
      status: null,
      message: 'A new version of the console is available',
      description: 'Part of the page could not be loaded, probably because the console was updated.',
      reasons: [error instanceof Error ? error.message : String(error)],
    };
  }
  return {
    status: null,
    message: 'Something went wrong',
    description: 'The page could not be shown.',
    reasons: [error instanceof Error ? error.message : String(error)],
  };
}

/**
 * The router's error component: forbidden pages, stale chunks (reload once), API and other
 * errors. A 404 from the API (a record named in the URL that does not exist, or no longer
 * does) is the 404 page, shown inside the shell like any unknown page.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const stale = isChunkLoadError(error);
  useEffect(() => {
    if (stale) reloadOnceForStaleChunk();
  }, [stale]);
  if (error instanceof ForbiddenError) return <ForbiddenPage page={error.page} codes={error.codes} />;
  if (isNotFound(error)) return <NotFoundPage />;
  const view = describe(error);
  return <ErrorPage {...view} onRelogin={() => void signIn(window.location.pathname + window.location.search)} />;
}

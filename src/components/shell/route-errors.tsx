import { isNotFound, useRouterState } from '@tanstack/react-router';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ApiError } from '../../api/errors';
import { ForbiddenError } from '../../auth/guard';
import { isChunkLoadError } from '../../lib/chunk-reload';
import { LazyRouteError } from './lazy-error-pages';

type Props = { resetKey: unknown; children: ReactNode };
type State = { failure: { error: unknown } | null; resetKey: unknown };

/**
 * Shows what a route could not show (a refused page, a record that is gone, an API or contract
 * failure, from its guard, its loader or its screen) as the console's error page, in place of the
 * route. The console's routes have no error component of their own: the router's boundary around
 * each one logs "Error in route match" for every failure it shows. An `ApiError` has been logged
 * by the transport (with its request id) and a refused page or a stale chunk is no fault of the
 * code, so only other errors are logged here, once; React leaves what this boundary catches to
 * it (`onCaughtError` in console.tsx). It starts afresh with the next page the router shows.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (error instanceof ApiError || error instanceof ForbiddenError || isChunkLoadError(error)) return;
    console.error(error, info.componentStack);
  }

  override render() {
    const { failure } = this.state;
    return failure ? <LazyRouteError error={failure.error} reset={() => this.setState({ failure: null })} /> : this.props.children;
  }
}

/**
 * The routes below, each failure shown by `RouteErrorBoundary`, afresh whenever the router shows
 * other matches or loads them again (a navigation, a retry), not when it only finishes a load.
 */
export function RouteErrors({ children }: { children: ReactNode }) {
  const shown = useRouterState({ select: (state) => state.matches.map((match) => `${match.id} ${match.status} ${match.updatedAt}`).join('\n') });
  return <RouteErrorBoundary resetKey={shown}>{children}</RouteErrorBoundary>;
}

/**
 * React's `onCaughtError` for the console's root: a failure `RouteErrorBoundary` shows it reports
 * itself, and the router's not-found is a page, not an error; anything else another boundary
 * catches is logged as React would.
 */
export function reportCaughtError(error: unknown, info: { componentStack?: string; errorBoundary?: Component<unknown> }): void {
  if (info.errorBoundary instanceof RouteErrorBoundary || isNotFound(error)) return;
  console.error(error, info.componentStack);
}

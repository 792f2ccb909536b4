import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { longWaitStart, subscribeLongWait } from '../../api/transport';
import { whenIdle } from '../../lib/idle';
import { useThrottledLoader } from './loader-overlay-timing';

const LoaderOverlay = lazy(() => import('./loader-overlay'));
const LongWaitCancel = lazy(() => import('./long-wait').then((m) => ({ default: m.LongWaitCancel })));
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Notices sit at the bottom: at the top they covered the user menu and the sign-out button. */
export const NOTICE_POSITION = 'bottom-right';

/** A piece whose code loads when it first mounts: until then it takes no place and hides nothing beside it. */
function Deferred({ mounted, children }: { mounted: boolean; children: ReactNode }) {
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The snackbar container, the loading overlay and the long wait's Cancel are not needed for the
 * first paint: they mount when the browser is first idle (or when first needed), and their code,
 * outside the initial bundle, loads then. Only the mounting is a state update, made while React
 * is idle; the code's arrival is a retry of each piece's own boundary. Setting state when the code
 * arrived could land in the middle of React's render of the screen, which would start it again.
 */
export function DeferredChrome({ busy }: { busy: boolean }) {
  const [ready, setReady] = useState(false);
  const visible = useThrottledLoader(busy);
  const longWait = useSyncExternalStore(subscribeLongWait, longWaitStart) !== null;
  useEffect(() => whenIdle(() => setReady(true)), []);
  return (
    <>
      {/* The container must be mounted before the first notice: idle comes first. */}
      <Deferred mounted={ready}>
        <Notifications position={NOTICE_POSITION} />
      </Deferred>
      <Deferred mounted={ready || visible}>
        <LoaderOverlay visible={visible} />
      </Deferred>
      <Deferred mounted={ready || longWait}>
        <LongWaitCancel />
      </Deferred>
    </>
  );
}

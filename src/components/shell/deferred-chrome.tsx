import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { oldestWaitStart, subscribeWaiting } from '../../api/transport';
import { whenIdle } from '../../lib/idle';
import { useThrottledLoader } from './loader-overlay-timing';

const loadOverlay = () => import('./loader-overlay');
const loadNotifications = () => import('@mantine/notifications').then((m) => ({ default: m.Notifications }));
const loadLongWait = () => import('./long-wait').then((m) => ({ default: m.LongWaitCancel }));
const LoaderOverlay = lazy(loadOverlay);
const LongWaitCancel = lazy(loadLongWait);
const Notifications = lazy(loadNotifications);

/** Notices sit at the bottom: at the top they covered the user menu and the sign-out button. */
export const NOTICE_POSITION = 'bottom-right';

/**
 * The snackbar container, the loading overlay and the long wait's Cancel are not needed for the
 * first paint: they load when the browser is idle (or when first needed), keeping the initial
 * bundle small.
 */
export function DeferredChrome({ busy }: { busy: boolean }) {
  const [ready, setReady] = useState(false);
  // The container must be mounted before the first notice; it comes with the idle prefetch.
  const visible = useThrottledLoader(busy);
  const waiting = useSyncExternalStore(subscribeWaiting, oldestWaitStart) !== null;
  useEffect(() => {
    whenIdle(() => {
      void Promise.all([loadOverlay(), loadNotifications(), loadLongWait()]).then(() => setReady(true));
    });
  }, []);
  return (
    <Suspense fallback={null}>
      {ready && <Notifications position={NOTICE_POSITION} />}
      {(ready || visible) && <LoaderOverlay visible={visible} />}
      {(ready || waiting) && <LongWaitCancel />}
    </Suspense>
  );
}

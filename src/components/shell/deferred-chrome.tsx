import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/idle';
import { useThrottledLoader } from './loader-overlay-timing';

const loadOverlay = () => import('./loader-overlay');
const loadNotifications = () => import('@mantine/notifications').then((m) => ({ default: m.Notifications }));
const LoaderOverlay = lazy(loadOverlay);
const Notifications = lazy(loadNotifications);

/**
 * The snackbar container and the loading overlay are not needed for the first paint: they
 * load when the browser is idle (or when first needed), keeping the initial bundle small.
 */
export function DeferredChrome({ busy }: { busy: boolean }) {
  const [ready, setReady] = useState(false);
  // The container must be mounted before the first notice; it comes with the idle prefetch.
  const visible = useThrottledLoader(busy);
  useEffect(() => {
    whenIdle(() => {
      void Promise.all([loadOverlay(), loadNotifications()]).then(() => setReady(true));
    });
  }, []);
  return (
    <Suspense fallback={null}>
      {ready && <Notifications position="top-right" />}
      {(ready || visible) && <LoaderOverlay visible={visible} />}
    </Suspense>
  );
}

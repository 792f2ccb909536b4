import { Notifications, notificationsStore } from '@mantine/notifications';
import { useIsMutating } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { coversPage } from '../../api/query-client';
import LoaderOverlay from './loader-overlay';
import { useThrottledLoader } from './loader-overlay-timing';
import { LongWaitCancel } from './long-wait';

/** Notices sit at the bottom: at the top they covered the user menu and the sign-out button. */
export const NOTICE_POSITION = 'bottom-right';

/**
 * What every console page has besides its screen: the snackbar's container, the loading overlay
 * (while the router loads a screen, `routing`, or a change is saved) and the long wait's Cancel.
 * Their code comes with the console's, not later: React renders a
 * cold screen in slices, and code arriving between two (or a state set when it came) made React
 * drop that render and start it again. For the same reason the chrome listens to no store that
 * every request changes: `LongWaitCancel` hears only a request having waited LONG_WAIT_MS.
 */
export function ConsoleChrome({ routing }: { routing: boolean }) {
  // Saves and other changes put the overlay up, not a download or an export: they show their own
  // progress, with a Cancel the overlay would cover. The count changes with mutations, not requests.
  const mutating = useIsMutating({ predicate: coversPage }) > 0;
  const visible = useThrottledLoader(routing || mutating);
  return (
    <>
      <Snackbar />
      <LoaderOverlay visible={visible} />
      <LongWaitCancel />
    </>
  );
}

const anyNotice = () => notificationsStore.getState().notifications.length > 0;

/**
 * The snackbar's container, mounted with the first notice and kept (a notice leaving still
 * animates out): its six positioned layers, portal and transition groups are not drawn when the
 * console starts, in the commit that mounts the console.
 */
function Snackbar() {
  const noticeShown = useSyncExternalStore(notificationsStore.subscribe, anyNotice);
  const [mounted, setMounted] = useState(noticeShown);
  if (noticeShown && !mounted) setMounted(true);
  return mounted ? <Notifications position={NOTICE_POSITION} /> : null;
}

import { useSyncExternalStore } from 'react';
import { sessionSnapshot, subscribeSession, type SessionUser } from './session';

/** The signed-in user, or null. Re-renders when the session changes. */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, sessionSnapshot).user;
}

/**
 * Deletes that can be undone (`remove.undoable`): the row leaves the list at once and a notice
 * offers Undo for `UNDO_WINDOW_MS`; the DELETE is sent only when that time is over.
 *
 * Why the call waits instead of deleting at once and re-creating on Undo: in an audited bank
 * system a re-creation is a second change of its own (a delete and a create in the audit trail,
 * perhaps a maker-checker request each), and the re-created record is not the same record (the
 * server's id, timestamps and whatever hung on it are new or gone). Waiting means that an undone
 * delete never reached the server: nothing to repair, nothing to explain in the trail.
 *
 * The pending deletes live here, outside any screen: moving to another page of the console
 * neither cancels nor loses them (the call leaves when its time is over, and its notice says
 * how it went). Leaving the console (closing the tab, reloading, signing out) while one is
 * pending asks first (the browser's leave-page prompt); whoever leaves anyway leaves the record
 * in place: nothing was sent, and the list shows it again on the next visit. The console never
 * claimed it deleted: "Successfully Deleted" shows only after the server's answer.
 */
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { toApiError } from '../../api/errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { plural } from './messages';

/** How long Undo is offered before the DELETE leaves. */
export const UNDO_WINDOW_MS = 6000;

/** The notice after a delete (specification section 8). */
export const DELETED_NOTICE = 'Successfully Deleted';

type Pending = { scope: string; key: string; timer: ReturnType<typeof setTimeout> | null };

/** Rows deleted or about to be, by list (`scope`): hidden from the list until it has reloaded. */
const pending = new Map<string, Pending>();
const listeners = new Set<() => void>();
/** A fresh set per change, so a list re-renders when its hidden rows change. */
let hiddenByScope = new Map<string, ReadonlySet<string>>();

const idOf = (scope: string, key: string) => `${scope}\u0000${key}`;

function changed(): void {
  const next = new Map<string, Set<string>>();
  for (const { scope, key } of pending.values()) {
    const keys = next.get(scope) ?? new Set<string>();
    keys.add(key);
    next.set(scope, keys);
  }
  hiddenByScope = next;
  syncLeavePrompt();
  for (const listener of listeners) listener();
}

/** Whether a delete is still waiting for its time (not yet sent). */
export function hasUnsentDeletes(): boolean {
  return [...pending.values()].some((entry) => entry.timer !== null);
}

function askBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
}

let prompting = false;
function syncLeavePrompt(): void {
  const should = hasUnsentDeletes();
  if (should === prompting) return;
  prompting = should;
  if (should) window.addEventListener('beforeunload', askBeforeLeaving);
  else window.removeEventListener('beforeunload', askBeforeLeaving);
}

export type DeleteRequest = {
  /** The list the row belongs to (e.g. its query key as text): the rows it hides. */
  scope: string;
  /** The row's key in that list. */
  key: string;
  /** Names the record in the notice, e.g. "Locator LOC-BOC-004". */
  name: string;
  /** Sends the DELETE. */
  run: () => Promise<unknown>;
  /** After the DELETE's answer (success or failure): reload the list. */
  settled: () => Promise<unknown>;
};

/**
 * Hides the row and offers Undo for `UNDO_WINDOW_MS`, then sends the DELETE: "Successfully
 * Deleted" on success; on failure the server's message (the row comes back with the reload).
 */
export function scheduleDelete({ scope, key, name, run, settled }: DeleteRequest): void {
  const id = idOf(scope, key);
  if (pending.has(id)) return;
  const noticeId = `undo:${id}`;
  const send = async () => {
    const entry = pending.get(id);
    if (!entry) return;
    entry.timer = null;
    notifications.hide(noticeId);
    syncLeavePrompt();
    try {
      await run();
      notifySuccess(DELETED_NOTICE);
    } catch (error) {
      const { message, requestId } = toApiError(error);
      notifyError(message, requestId);
    }
    try {
      await settled();
    } finally {
      pending.delete(id);
      changed();
    }
  };
  const undo = () => {
    const entry = pending.get(id);
    // Too late: the call has left.
    if (!entry || entry.timer === null) return;
    clearTimeout(entry.timer);
    pending.delete(id);
    notifications.hide(noticeId);
    changed();
    notifySuccess(`${name} was not deleted.`);
  };
  pending.set(id, { scope, key, timer: setTimeout(() => void send(), UNDO_WINDOW_MS) });
  changed();
  notifications.show({
    id: noticeId,
    color: 'orange',
    withBorder: true,
    autoClose: false,
    withCloseButton: false,
    message: <UndoNotice name={name} deadline={Date.now() + UNDO_WINDOW_MS} onUndo={undo} />,
  });
}

/** The seconds left until `deadline`, counted down once a second. */
function useSecondsLeft(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** A waiting delete's notice: the seconds left, counting down, and Undo (never squeezed by a long name). */
function UndoNotice({ name, deadline, onUndo }: { name: string; deadline: number; onUndo: () => void }) {
  const seconds = useSecondsLeft(deadline);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      {/* The notice is announced once; the count going down is not read out each second. */}
      <Text size="sm" aria-live="off">
        {name} is deleted in {plural(seconds, 'second')}.
      </Text>
      <Button size="xs" variant="default" onClick={onUndo} aria-label={`Undo: keep ${name}`} style={{ flexShrink: 0 }}>
        Undo
      </Button>
    </Group>
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: ReadonlySet<string> = new Set();

/** The keys of a list's rows deleted or about to be (hidden from it). */
export function usePendingDeletes(scope: string): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => hiddenByScope.get(scope) ?? NONE,
    () => NONE,
  );
}

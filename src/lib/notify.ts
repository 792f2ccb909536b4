/**
 * The message snackbar: one way to tell the user that something worked or failed. The
 * notifications package loads on first use (or when idle), not with the first paint.
 */
const CLOSE = { 'aria-label': 'Close notification' };
const load = () => import('@mantine/notifications').then((m) => m.notifications);

/** Shows a success notice, e.g. "New Bank added Successfully". */
export function notifySuccess(message: string): void {
  void load().then((notifications) => notifications.show({ message, color: 'teal', autoClose: 4000, withBorder: true, closeButtonProps: CLOSE }));
}

/** Shows an error in the snackbar; the same text is not stacked twice. */
export function notifyError(message: string): void {
  const id = `error:${message}`;
  void load().then((notifications) => {
    notifications.hide(id);
    notifications.show({ id, message, color: 'red', autoClose: 8000, withBorder: true, closeButtonProps: CLOSE });
  });
}

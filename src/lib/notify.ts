/**
 * The message snackbar: one way to tell the user that something worked or failed. Its container
 * (`Notifications`) is mounted with the first notice (`ConsoleChrome`, src/components/shell/console-chrome.tsx).
 */
import { notifications } from '@mantine/notifications';

const CLOSE = { 'aria-label': 'Close notification' };

/** Shows a success notice, e.g. "New Bank added Successfully". */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: 4000, withBorder: true, closeButtonProps: CLOSE });
}

/**
 * Shows an error in the snackbar, with the failed call's request id when there is one (support
 * traces it); the same text is not stacked twice.
 */
export function notifyError(message: string, requestId: string | null = null): void {
  const id = `error:${message}`;
  notifications.hide(id);
  notifications.show({ id, message: requestId ? `${message} (request id ${requestId})` : message, color: 'red', autoClose: 8000, withBorder: true, closeButtonProps: CLOSE });
}

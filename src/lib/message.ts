/**
 * Customer messages are stored as JSON text (`{"subject", "body", "attachments": [...]}`);
 * older app versions stored plain text. `readMessage` turns either into text to show as text
 * (never as HTML): a message that is not valid JSON, or JSON of another shape, is shown as
 * received, marked as such.
 */
import { safeUrl } from './safe-url';

/** A file attached to a message; `url` is kept only when the allow-list accepts it (`safeUrl`). */
export type MessageAttachment = { fileName: string; url: string | null };

export type ReadMessage =
  /** A message in the app's JSON shape. */
  | { kind: 'structured'; subject: string; body: string; attachments: MessageAttachment[] }
  /** Text that is not a message in the app's shape, shown as received. */
  | { kind: 'plain'; text: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function attachmentsOf(value: unknown): MessageAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((item) => {
    const url = safeUrl(item.url);
    const name = typeof item.fileName === 'string' && item.fileName.trim() !== '' ? item.fileName : (url ?? 'Attachment');
    return { fileName: name, url };
  });
}

/** A stored message as text: its subject, body and attachments, or the raw text when it is not the app's JSON. */
export function readMessage(stored: string | null | undefined): ReadMessage {
  const text = stored ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'plain', text };
  }
  if (typeof parsed === 'string') return { kind: 'plain', text: parsed };
  if (!isRecord(parsed) || typeof parsed.body !== 'string') return { kind: 'plain', text };
  return {
    kind: 'structured',
    subject: typeof parsed.subject === 'string' ? parsed.subject : '',
    body: parsed.body,
    attachments: attachmentsOf(parsed.attachments),
  };
}

/** The text of a stored message in one string (its body, or the raw text), e.g. for a list cell. */
export function messageText(stored: string | null | undefined): string {
  const message = readMessage(stored);
  return message.kind === 'structured' ? message.body : message.text;
}

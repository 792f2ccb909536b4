import { Anchor, List, Paper, Stack, Text } from '@mantine/core';
import { readMessage } from '../../lib/message';
import { NO_SAFE_LINK } from '../../lib/safe-url';

export type MessageContentProps = {
  /** The message as stored (JSON text, or plain text from older apps). */
  stored: string;
  /** A heading above the message (e.g. in the view panel). */
  title?: string;
  /** Say when the text is shown as received, not in the app's message format (default true). */
  markPlain?: boolean;
};

/** A customer message's text and attachments, read safely (`readMessage`): always text, never HTML. */
export function MessageContent({ stored, title, markPlain = true }: MessageContentProps) {
  const message = readMessage(stored);
  return (
    <Stack gap={4}>
      {title && <Text fw={600}>{title}</Text>}
      {message.kind === 'structured' ? (
        <>
          {message.subject && title && (
            <Text size="sm" fw={500}>
              {message.subject}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
          {message.attachments.length > 0 && (
            <List size="sm" aria-label="Attachments">
              {message.attachments.map((file, index) => (
                <List.Item key={`${index}:${file.fileName}`}>
                  {file.url ? (
                    <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
                      {file.fileName}
                    </Anchor>
                  ) : (
                    `${file.fileName} ${NO_SAFE_LINK}`
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </>
      ) : (
        <>
          {markPlain && (
            <Text size="xs" c="dimmed">
              Shown as received: this message is not in the app&apos;s message format.
            </Text>
          )}
          <Paper withBorder p="xs" radius="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.text || '(empty message)'}
            </Text>
          </Paper>
        </>
      )}
    </Stack>
  );
}

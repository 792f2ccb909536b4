import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { skipToken, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../api/errors';
import { isAllowed } from '../../auth/permissions';
import { useSessionUser } from '../../auth/use-session';
import { formatDateTime } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import type { ListQuery } from '../crud/types';
import { MaskedValue } from '../crud/cells';
import { MessageContent } from './message-content';

/** One message of a conversation: from the customer (IN) or a staff reply (OUT). */
export type ThreadEntry = { id: number; direction: 'IN' | 'OUT'; body: string; sentBy: string; sentAt: string };

/** The notice after a reply (specification section 8). */
export const REPLY_NOTICE = 'New Reply added Successfully';
const REPLY_MAX = 2000;

export type MessageThreadProps<Raw> = {
  /** The conversation (the inbox message that opened it). */
  conversationId: number;
  /** The conversation's query (generated query options) and how to read its messages. */
  history: ListQuery<Raw> & { select: (raw: Raw) => ThreadEntry[] };
  /** Query key prefix reloaded after a reply. */
  invalidates: QueryKey;
  /** Sends a reply answering message `replyToId`. */
  reply: (replyToId: number, body: string) => Promise<unknown>;
  /** The permission a reply needs; it also reveals the customer's mobile. */
  replyPermission: string;
  /** The customer's name when an answer gave it (the history names the customer by mobile only, shown masked). */
  customerName?: string;
};

/**
 * A conversation as a thread, oldest first (customer messages on the left, staff replies on
 * the right), each message read safely as text; a reply box answering the customer's latest
 * message, after which the thread reloads. A refused reply keeps its text and shows the reason.
 */
export function MessageThread<Raw>({ conversationId, history, invalidates, reply, replyPermission, customerName }: MessageThreadProps<Raw>) {
  const queryClient = useQueryClient();
  const permissions = useSessionUser()?.permissions;
  const canReply = isAllowed(permissions, replyPermission);
  const thread = useQuery({ queryKey: history.queryKey, queryFn: history.queryFn ?? skipToken, select: history.select });
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const entries = thread.data ?? [];
  const answering = [...entries].reverse().find((entry) => entry.direction === 'IN')?.id ?? conversationId;
  const send = useMutation({
    mutationFn: (body: string) => reply(answering, body),
    onSuccess: async () => {
      notifySuccess(REPLY_NOTICE);
      setText('');
      setChecked(false);
      setProblem(null);
      await queryClient.invalidateQueries({ queryKey: invalidates });
    },
    onError: (error) => setProblem(failureText(error)),
  });
  const body = text.trim();
  const replyError = checked && body === '' ? 'Reply is required' : undefined;

  if (thread.isPending) return <Loader size="sm" role="status" aria-label="Loading the conversation" />;
  if (thread.isError) {
    return (
      <Alert color="red.9" variant="outline" role="alert" title="The conversation could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failureText(thread.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void thread.refetch()}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap="sm" component="ol" aria-label={`Conversation ${conversationId}`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.length === 0 && <Text component="li">No messages in this conversation.</Text>}
        {entries.map((entry) => {
          const staff = entry.direction === 'OUT';
          return (
            <Paper
              key={entry.id}
              component="li"
              withBorder
              p="sm"
              radius="md"
              bg={staff ? 'blue.0' : 'gray.0'}
              ml={staff ? 'xl' : 0}
              mr={staff ? 0 : 'xl'}
              aria-label={`${staff ? 'Reply' : 'Customer message'} ${entry.id}`}
            >
              <Group justify="space-between" mb={4} gap="xs">
                <Group gap="xs">
                  <Badge size="sm" variant="filled" color={staff ? 'blue.8' : 'gray.7'} autoContrast>
                    {staff ? 'Staff' : 'Customer'}
                  </Badge>
                  {staff ? (
                    <Text size="sm" fw={600}>
                      {entry.sentBy}
                    </Text>
                  ) : (
                    <Text size="sm" fw={600} component="span">
                      {customerName && `${customerName} · `}
                      <MaskedValue kind="mobile" value={entry.sentBy} name="Mobile" reveal={replyPermission} />
                    </Text>
                  )}
                </Group>
                <Text size="xs" c="gray.8">
                  {formatDateTime(entry.sentAt)}
                </Text>
              </Group>
              <MessageContent stored={entry.body} markPlain={false} />
            </Paper>
          );
        })}
      </Stack>
      {canReply && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (body !== '') send.mutate(body);
          }}
        >
          <Stack gap="xs">
            <Title order={3} size="h4">
              Reply
            </Title>
            {problem && (
              <Alert color="red.9" variant="outline" role="alert" title="The reply was not sent">
                {problem}
              </Alert>
            )}
            <Textarea
              label="Reply"
              description={`Sent to the customer's app, answering message ${answering}`}
              required
              autosize
              minRows={3}
              maxLength={REPLY_MAX}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={replyError}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending}>
                Send Reply
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

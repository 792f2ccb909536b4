import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { useMemo } from 'react';
import { MessageThread } from '../../../../../components/inbox/message-thread';
import { conversationFromInbox, inboxHistory, inboxHistoryKey, replyInConversation } from '../../../../../resources/inbox';
import { page } from '../../../../-list-page';

const conversationOf = (id: string) => {
  const value = Number(id);
  if (!/^[1-9][0-9]*$/.test(id) || !Number.isSafeInteger(value)) throw notFound();
  return value;
};

export const Route = createFileRoute('/admin/inbox/inbox-view/$id/message-history')({
  ...page('message-history'),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(inboxHistory(conversationOf(params.id)));
  },
  component: function MessageHistory() {
    const conversationId = conversationOf(Route.useParams().id);
    const history = useMemo(() => inboxHistory(conversationId), [conversationId]);
    const queryClient = useQueryClient();
    const opened = useMemo(() => conversationFromInbox(queryClient, conversationId), [queryClient, conversationId]);
    return (
      <Stack gap="md">
        <div>
          <Title order={2}>Message History</Title>
          {opened && (
            <Text fw={500}>
              {opened.customerName}: {opened.subject}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            Conversation {conversationId} ·{' '}
            <Anchor component={Link} to="/admin/inbox/inbox-view" underline="always">
              Back to Inbox
            </Anchor>
          </Text>
        </div>
        <MessageThread
          conversationId={conversationId}
          history={history}
          invalidates={inboxHistoryKey(conversationId)}
          reply={(replyToId, body) => replyInConversation(conversationId, replyToId, body)}
          replyPermission="INBOX"
          customerName={opened?.customerName}
        />
      </Stack>
    );
  },
});

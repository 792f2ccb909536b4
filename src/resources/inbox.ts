/**
 * The inbox of customer messages (`/admin/inbox/inbox-view`), unread first, and a message's
 * conversation with the staff replies (`/admin/inbox/inbox-view/:id/message-history`).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import {
  deleteInboxMessage,
  getGetInboxConfigQueryOptions,
  getGetInboxHistoryQueryKey,
  getGetInboxHistoryQueryOptions,
  getListInboxMessagesQueryKey,
  getListInboxMessagesQueryOptions,
  replyToInboxMessage,
} from '../../generated/hooks/inbox/inbox';
import type { GetInboxHistoryResponse, InboxCategory, InboxMessage, InboxStatus, ListInboxMessagesResponse } from '../../generated/hey-api/types.gen';
import { pageOf } from '../api/envelope';
import type { Page } from '../api/envelope';
import { MessageContent } from '../components/inbox/message-content';
import type { ThreadEntry } from '../components/inbox/message-thread';
import { optionsFrom } from '../components/crud/sources';
import { STATE_COLOR } from '../components/crud/status';
import type { FormValues, ListSearch, ResourceDefinition } from '../components/crud/types';
import { messageText } from '../lib/message';
import { paging } from './shared';

const inboxConfig = () => getGetInboxConfigQueryOptions();
const categoryChoices = optionsFrom(inboxConfig(), (raw) => raw.data.categories);
const statusChoices = optionsFrom(inboxConfig(), (raw) => raw.data.statuses);

const INBOX_STATUS: Record<InboxStatus, { label: string; color: string }> = {
  NEW: { label: 'New', color: STATE_COLOR.waiting },
  READ: { label: 'Read', color: STATE_COLOR.neutral },
  REPLIED: { label: 'Replied', color: STATE_COLOR.positive },
  CLOSED: { label: 'Closed', color: STATE_COLOR.neutral },
};
const CATEGORIES = ['ACCOUNT', 'TRANSACTION', 'KYC', 'CARD', 'GENERAL'] as const satisfies readonly InboxCategory[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The inbox list's query parameters: only filter values the API accepts are sent. */
export function inboxParams(search: ListSearch) {
  const { status, category, fromDate, toDate } = search.filters ?? {};
  const knownStatus = (Object.keys(INBOX_STATUS) as InboxStatus[]).find((known) => known === status);
  const knownCategory = CATEGORIES.find((known) => known === category);
  return {
    ...paging(search),
    ...(knownStatus ? { status: knownStatus } : {}),
    ...(knownCategory ? { category: knownCategory } : {}),
    ...(fromDate && DAY.test(fromDate) ? { fromDate } : {}),
    ...(toDate && DAY.test(toDate) ? { toDate } : {}),
  };
}

/** A page of messages with the unread (NEW) ones first, each group in the server's order (newest first). */
export function unreadFirst(raw: ListInboxMessagesResponse): Page<InboxMessage> {
  const page = pageOf(raw);
  return { ...page, rows: [...page.rows.filter((m) => m.status === 'NEW'), ...page.rows.filter((m) => m.status !== 'NEW')] };
}

export const inboxResource: ResourceDefinition<InboxMessage, FormValues, ListInboxMessagesResponse> = {
  id: 'inbox',
  title: 'Inbox',
  singular: 'Message',
  rowKey: (message) => String(message.id),
  describe: (message) => `${message.id} from ${message.customerName}`,
  list: {
    query: (search) => getListInboxMessagesQueryOptions(inboxParams(search)),
    select: unreadFirst,
    invalidates: getListInboxMessagesQueryKey(),
  },
  columns: [
    { key: 'receivedAt', header: 'Received', format: 'datetime' },
    { key: 'customerName', header: 'Customer' },
    { key: 'customerUserName', header: 'Mobile', format: 'mobile', reveal: 'INBOX' },
    { key: 'subject', header: 'Subject' },
    { key: 'message', header: 'Message', width: 'wide', render: (message) => messageText(message.message) },
    { key: 'category', header: 'Category', labels: categoryChoices },
    { key: 'status', header: 'Status', format: 'status', statuses: INBOX_STATUS },
    { key: 'id', header: 'Message Id', width: 'narrow', hidden: true },
  ],
  searchable: false,
  filters: [
    { name: 'status', label: 'Status', optionsFrom: statusChoices },
    { name: 'category', label: 'Category', optionsFrom: categoryChoices },
    { name: 'fromDate', label: 'From', widget: 'date' },
    { name: 'toDate', label: 'To', widget: 'date' },
  ],
  rowLinks: [{ label: 'Message History', link: (message) => ({ to: '/admin/inbox/inbox-view/$id/message-history', params: { id: String(message.id) } }) }],
  remove: { run: (message) => deleteInboxMessage(message.id) },
  can: { remove: 'INBOX' },
  view: {
    omit: ['message'],
    extra: (message) => createElement(MessageContent, { stored: message.message, title: 'Message as sent' }),
  },
};

/**
 * Who wrote the message that opened conversation `id` and about what, as an inbox page already
 * read gives them (the history answer names the customer by wallet user name only, and no call
 * reads one message): null when no page in the cache holds it, e.g. a conversation opened by link.
 */
export function conversationFromInbox(queryClient: QueryClient, id: number): { customerName: string; subject: string } | null {
  for (const [, raw] of queryClient.getQueriesData<ListInboxMessagesResponse>({ queryKey: getListInboxMessagesQueryKey() })) {
    const rows: unknown = raw?.data?.data;
    const message = Array.isArray(rows) ? (rows as InboxMessage[]).find((row) => row.id === id) : undefined;
    if (message && typeof message.customerName === 'string' && typeof message.subject === 'string') return { customerName: message.customerName, subject: message.subject };
  }
  return null;
}

/** A conversation's messages, oldest first (`GET /inbox/{id}/history`), and the key reloaded after a reply. */
export const inboxHistory = (id: number) => ({ ...getGetInboxHistoryQueryOptions(id), select: (raw: GetInboxHistoryResponse): ThreadEntry[] => raw.data });
export const inboxHistoryKey = (id: number) => getGetInboxHistoryQueryKey(id);

/** Replies in conversation `inboxId` to its message `replyToId`. */
export const replyInConversation = (inboxId: number, replyToId: number, body: string) => replyToInboxMessage(inboxId, replyToId, { inboxId, body });

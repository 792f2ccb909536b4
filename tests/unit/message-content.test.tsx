// A customer message on screen: its text from the stored JSON, never markup, and text that is
// not the app's JSON shown as received. The inbox list puts unread messages first.
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListInboxMessagesResponse } from '../../generated/hey-api/types.gen';
import { MessageContent } from '../../src/components/inbox/message-content';
import { inboxParams, unreadFirst } from '../../src/resources/inbox';

const show = (stored: string) => render(<MantineProvider env="test"><MessageContent stored={stored} title="Message as sent" /></MantineProvider>);

describe('MessageContent', () => {
  it('shows the body and a safe attachment link, not the JSON', () => {
    const { container } = show('{"subject":"Receipt","body":"Please see the receipt.","attachments":[{"fileName":"r.jpg","url":"https://cdn.wallet.example.lk/r.jpg"},{"fileName":"x.html","url":"javascript:alert(1)"}]}');
    expect(screen.getByText('Please see the receipt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'r.jpg' })).toHaveAttribute('href', 'https://cdn.wallet.example.lk/r.jpg');
    expect(screen.queryByRole('link', { name: /x\.html/ })).not.toBeInTheDocument();
    expect(screen.getByText('x.html (no safe link)')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('"body"');
  });

  it('renders markup in a message as text, never as elements', () => {
    const { container } = show('{"subject":"Hi","body":"<img src=x onerror=alert(1)><b>bold</b>","attachments":[]}');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
  });

  it('shows text that is not valid JSON as received, saying so', () => {
    show('{"subject":"Card PIN","body":"I forgot');
    expect(screen.getByText("Shown as received: this message is not in the app's message format.")).toBeInTheDocument();
    expect(screen.getByText('{"subject":"Card PIN","body":"I forgot')).toBeInTheDocument();
  });
});

describe('inbox list', () => {
  const row = (id: number, status: 'NEW' | 'READ' | 'REPLIED' | 'CLOSED') => ({
    id,
    customerUserName: '0771234567',
    customerName: 'Amaya Jayasinghe',
    subject: `Message ${id}`,
    category: 'GENERAL' as const,
    status,
    receivedAt: '2026-11-21T08:47:12+05:30',
    message: '{"subject":"s","body":"b","attachments":[]}',
  });

  it('puts unread messages first, each group in the server order', () => {
    const raw: ListInboxMessagesResponse = { data: { total: 4, page: 1, size: 10, data: [row(4, 'READ'), row(3, 'NEW'), row(2, 'CLOSED'), row(1, 'NEW')] } };
    expect(unreadFirst(raw).rows.map((message) => message.id)).toEqual([3, 1, 4, 2]);
    expect(unreadFirst(raw).total).toBe(4);
  });

  it('sends only filter values the API accepts', () => {
    expect(inboxParams({ page: 2, size: 10, filters: { status: 'NEW', category: 'CARD', fromDate: '2026-11-01', toDate: 'yesterday' } })).toEqual({
      page: 2,
      size: 10,
      status: 'NEW',
      category: 'CARD',
      fromDate: '2026-11-01',
    });
    expect(inboxParams({ page: 1, size: 10, filters: { status: 'DELETED', category: '<script>' } })).toEqual({ page: 1, size: 10 });
  });
});

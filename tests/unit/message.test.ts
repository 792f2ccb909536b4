import { describe, expect, it } from 'vitest';
import { messageText, readMessage } from '../../src/lib/message';

describe('readMessage', () => {
  it('reads the subject, body and attachments of a message in the app JSON', () => {
    const stored =
      '{"subject":"Wallet transfer not received","body":"I sent LKR 5,000.00 to 0712345678.","attachments":[{"fileName":"transfer-receipt.jpg","contentType":"image/jpeg","url":"https://cdn.wallet.example.lk/inbox/3107/transfer-receipt.jpg"}]}';
    expect(readMessage(stored)).toEqual({
      kind: 'structured',
      subject: 'Wallet transfer not received',
      body: 'I sent LKR 5,000.00 to 0712345678.',
      attachments: [{ fileName: 'transfer-receipt.jpg', url: 'https://cdn.wallet.example.lk/inbox/3107/transfer-receipt.jpg' }],
    });
  });

  it('shows text that is not valid JSON as received', () => {
    expect(readMessage('Sent from app 1.1: I did not receive the PIN')).toEqual({ kind: 'plain', text: 'Sent from app 1.1: I did not receive the PIN' });
    expect(readMessage('{"subject":"Card PIN","body":"I forgot')).toEqual({ kind: 'plain', text: '{"subject":"Card PIN","body":"I forgot' });
  });

  it('shows JSON of another shape as received, and a JSON string as its text', () => {
    expect(readMessage('{"text":"hello"}')).toEqual({ kind: 'plain', text: '{"text":"hello"}' });
    expect(readMessage('[1,2]')).toEqual({ kind: 'plain', text: '[1,2]' });
    expect(readMessage('42')).toEqual({ kind: 'plain', text: '42' });
    expect(readMessage('"Please call me"')).toEqual({ kind: 'plain', text: 'Please call me' });
    expect(readMessage(null)).toEqual({ kind: 'plain', text: '' });
  });

  it('keeps markup as text and drops attachment links that are not http(s)', () => {
    const message = readMessage('{"subject":"<b>Hi</b>","body":"<img src=x onerror=alert(1)>","attachments":[{"fileName":"a.html","url":"javascript:alert(1)"},{"url":"https://cdn.wallet.example.lk/b.pdf"},"junk"]}');
    expect(message).toEqual({
      kind: 'structured',
      subject: '<b>Hi</b>',
      body: '<img src=x onerror=alert(1)>',
      attachments: [
        { fileName: 'a.html', url: null },
        { fileName: 'https://cdn.wallet.example.lk/b.pdf', url: 'https://cdn.wallet.example.lk/b.pdf' },
      ],
    });
  });

  it('gives the body, or the raw text, in one string', () => {
    expect(messageText('{"subject":"S","body":"The body","attachments":[]}')).toBe('The body');
    expect(messageText('not json')).toBe('not json');
  });
});

// The one allow-list for web addresses (src/lib/safe-url.ts): what a URL field accepts, and every
// link or image the console renders from data, where a refused value is text.
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { formatCell } from '../../src/components/crud/cells';
import { resolveFields, validateForm } from '../../src/components/crud/zod-fields';
import { AttachmentLink } from '../../src/components/customers/attachment-link';
import { MessageContent } from '../../src/components/inbox/message-content';
import { readMessage } from '../../src/lib/message';
import { safeUrl } from '../../src/lib/safe-url';
import { z } from 'zod';
import { bankFields, zBankInput } from './fixtures/bank-form';

const HOSTILE = ['javascript:alert(1)', 'JavaScript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'ftp://files.example.lk/logo.png', 'blob:https://example.lk/1', '//evil.example/x.png', '/admin/x.png', 'https://user:secret@example.lk/x.png'];

const inMantine = (node: ReactNode) => render(<MantineProvider env="test">{node}</MantineProvider>);

describe('safeUrl', () => {
  it('accepts https addresses, as the browser reads them', () => {
    expect(safeUrl('https://cdn.wallet.example.lk/banks/7010.png')).toBe('https://cdn.wallet.example.lk/banks/7010.png');
    expect(safeUrl(' HTTPS://Example.lk ')).toBe('https://example.lk/');
  });

  it.each(HOSTILE)('refuses %s', (value) => {
    expect(safeUrl(value, true)).toBeNull();
    expect(safeUrl(value, false)).toBeNull();
  });

  it('accepts http only to this machine, and only on the development server', () => {
    for (const local of ['http://localhost:5173/logo.png', 'http://127.0.0.1/x.png', 'http://[::1]:8080/x']) {
      expect(safeUrl(local, true)).not.toBeNull();
      expect(safeUrl(local, false)).toBeNull();
    }
    expect(safeUrl('http://cdn.example.lk/x.png', true)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(safeUrl(undefined)).toBeNull();
    expect(safeUrl(42)).toBeNull();
  });
});

describe('URL fields', () => {
  const fields = resolveFields(zBankInput, bankFields);
  const bank = { bankCode: '7010', bankName: 'Bank of Ceylon', statusId: 1, fundTranMode: 'CEFT' };

  it.each(HOSTILE)('the bank form refuses a Logo URL of %s with a plain message and sends nothing', (bankImg) => {
    const result = validateForm(zBankInput, fields, { ...bank, bankImg });
    expect(result).toEqual({ ok: false, errors: { bankImg: 'Logo URL is a web address starting with https://, such as https://example.lk' } });
  });

  it('the bank form sends an https Logo URL as typed', () => {
    expect(validateForm(zBankInput, fields, { ...bank, bankImg: ' https://cdn.example.lk/7010.png ' })).toEqual({ ok: true, value: { ...bank, bankImg: 'https://cdn.example.lk/7010.png' } });
  });

  it('a text value typed as a URL by another value (a setting named …Url) is checked the same way', () => {
    const schema = z.strictObject({ name: z.string().max(50), value: z.string().max(500) });
    const setting = resolveFields(schema, [
      { name: 'name', label: 'Name' },
      { name: 'value', label: 'Value', kindOf: (values) => (String(values.name).endsWith('Url') ? 'url' : undefined) },
    ]);
    expect(validateForm(schema, setting, { name: 'playStoreUrl', value: 'javascript:alert(1)' })).toEqual({ ok: false, errors: { value: 'Value is a web address starting with https://, such as https://example.lk' } });
    expect(validateForm(schema, setting, { name: 'playStoreUrl', value: 'https://play.google.com/store' }).ok).toBe(true);
    expect(validateForm(schema, setting, { name: 'hotline', value: 'javascript:alert(1)' }).ok).toBe(true);
  });
});

describe('links and images rendered from data', () => {
  it('an attachment whose address is data: is its name as text, with no link to open or download', () => {
    const { container } = inMantine(<AttachmentLink href="data:text/html,<script>alert(1)</script>" fileName="mandate.pdf" />);
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('mandate.pdf (no safe link)')).toBeInTheDocument();
  });

  it('an attachment with an https address opens and downloads it', () => {
    inMantine(<AttachmentLink href="https://cdn.wallet.example.lk/m/1.pdf" fileName="1.pdf" />);
    expect(screen.getByRole('link', { name: '1.pdf' })).toHaveAttribute('href', 'https://cdn.wallet.example.lk/m/1.pdf');
    expect(screen.getByRole('link', { name: 'Download 1.pdf' })).toHaveAttribute('href', 'https://cdn.wallet.example.lk/m/1.pdf');
  });

  it('an image cell (banner, offer, icon) shows a javascript: or data: value as text, never as an image source', () => {
    for (const value of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>']) {
      const { container, unmount } = inMantine(<div>{formatCell(value, 'image')}</div>);
      expect(container.querySelector('img')).toBeNull();
      expect(container).toHaveTextContent(value);
      unmount();
    }
    const { container } = inMantine(<div>{formatCell('https://cdn.wallet.example.lk/banners/1.png', 'image')}</div>);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.wallet.example.lk/banners/1.png');
  });

  it('the inbox uses the same check: an http attachment of another host is not linked', () => {
    const stored = JSON.stringify({ subject: 'S', body: 'B', attachments: [{ fileName: 'a.pdf', url: 'http://cdn.example.lk/a.pdf' }, { fileName: 'b.pdf', url: 'https://cdn.example.lk/b.pdf' }] });
    expect(readMessage(stored)).toMatchObject({ attachments: [{ fileName: 'a.pdf', url: null }, { fileName: 'b.pdf', url: 'https://cdn.example.lk/b.pdf' }] });
    inMantine(<MessageContent stored={stored} />);
    expect(screen.queryByRole('link', { name: 'a.pdf' })).toBeNull();
    expect(screen.getByRole('link', { name: 'b.pdf' })).toBeInTheDocument();
  });
});

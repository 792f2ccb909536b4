// What a form asks the server for: a value decided from other fields (fetched for a new
// record only when it is a key), and help text loaded from a configuration endpoint.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ColumnCell } from '../../src/components/crud/cells';
import { ResourceForm } from '../../src/components/crud/resource-form';
import { valueFrom } from '../../src/components/crud/sources';
import type { FieldDef } from '../../src/components/crud/types';
import { resolveFields } from '../../src/components/crud/zod-fields';

const schema = z.object({ channel: z.string().min(1), version: z.string().regex(/^[0-9]+\.[0-9]+$/), body: z.string().min(1) });

function setup(mode: 'add' | 'edit', initial: Record<string, unknown>) {
  const nextVersion = vi.fn((channel: string) => Promise.resolve({ data: { version: channel === 'SMS' ? '3.0' : '1.0' } }));
  const config = vi.fn(() => Promise.resolve({ data: { placeholders: ['otp', 'amount'] } }));
  const defs: FieldDef[] = [
    { name: 'channel', label: 'Channel', options: [{ value: 'SMS', label: 'SMS' }, { value: 'PUSH', label: 'Push' }], readOnlyOnEdit: true },
    {
      name: 'version',
      label: 'Version',
      readOnlyOnEdit: true,
      valueFrom: ({ channel }) => (typeof channel === 'string' && channel !== '' ? valueFrom({ queryKey: ['next', channel], queryFn: () => nextVersion(channel) }, (raw) => raw.data.version) : null),
    },
    {
      name: 'body',
      label: 'Body',
      description: 'Write {{name}} for a value.',
      descriptionFrom: valueFrom({ queryKey: ['config'], queryFn: config }, (raw) => `Placeholders: ${raw.data.placeholders.join(', ')}.`),
    },
  ];
  const onSubmit = vi.fn();
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceForm
          title="Form"
          mode={mode}
          schema={schema}
          fields={resolveFields(schema, defs)}
          initial={initial}
          submitting={false}
          problem={null}
          onSubmit={onSubmit}
          onClose={vi.fn()}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { nextVersion, config, onSubmit, user };
}

describe('server-decided values and help in a form', { timeout: 20_000 }, () => {
  it('fetches the value once its inputs are chosen, shows it read-only and sends it', async () => {
    const { nextVersion, onSubmit, user } = setup('add', { channel: '', version: '', body: '' });
    expect(nextVersion).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'SMS' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Version' })).toHaveValue('3.0'));
    expect(nextVersion).toHaveBeenCalledWith('SMS');
    expect(screen.getByRole('textbox', { name: 'Version' })).toHaveAttribute('readonly');
    await user.type(screen.getByRole('textbox', { name: 'Body' }), 'Your OTP is {{{{otp}}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ channel: 'SMS', version: '3.0', body: 'Your OTP is {{otp}}' });
  });

  it('does not ask the server again for a key of an existing record', async () => {
    const { nextVersion, onSubmit, user } = setup('edit', { channel: 'SMS', version: '1.4', body: 'Hello' });
    await user.type(screen.getByRole('textbox', { name: 'Body' }), ' there');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith({ channel: 'SMS', version: '1.4', body: 'Hello there' });
    expect(nextVersion).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Version' })).toHaveValue('1.4');
  });

  it('adds help text from the server after the field description', async () => {
    const { config } = setup('add', { channel: '', version: '', body: '' });
    expect(await screen.findByText('Write {{name}} for a value. Placeholders: otp, amount.')).toBeInTheDocument();
    expect(config).toHaveBeenCalledTimes(1);
  });
});

describe('a column with an "empty" text', () => {
  const column = { key: 'merchantIds' as const, header: 'Merchants', empty: 'All merchants' };
  it.each<[unknown, string]>([
    [[], 'All merchants'],
    [null, 'All merchants'],
    [undefined, 'All merchants'],
    [['MID000000000101'], 'MID000000000101'],
  ])('%j shows %s', (value, shown) => {
    render(<ColumnCell column={column} row={{ merchantIds: value }} />);
    expect(screen.getByText(shown)).toBeInTheDocument();
  });
});

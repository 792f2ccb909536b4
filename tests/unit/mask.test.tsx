import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../src/auth/session';
import { ColumnCell, formatCell } from '../../src/components/crud/cells';
import { DisclosureRecorder, DisclosureScope, type RecordDisclosure } from '../../src/components/crud/disclosure';
import type { ColumnDef } from '../../src/components/crud/types';
import { maskAccount, maskCard, maskEmail, maskMobile, maskNic } from '../../src/lib/mask';

let signedIn: SessionUser | null = null;
vi.mock('../../src/auth/use-session', () => ({ useSessionUser: () => signedIn }));

const userWith = (...permissions: string[]): SessionUser => ({ userName: 'kasuni.fernando', givenName: 'Kasuni', familyName: 'Fernando', permissions: new Set(permissions) });

describe('masks', () => {
  it('keeps only the first 6 and last 4 digits of a card number', () => {
    expect(maskCard('4554121234567890')).toBe('455412••••••7890');
    expect(maskCard('4554 1212 3456 7890')).toBe('455412••••••7890');
    expect(maskCard('5221-9600-0000-1234')).toBe('522196••••••1234');
    // Too short to be a card: nothing shows.
    expect(maskCard('1234567890')).toBe('••••••••••');
  });

  it('keeps the last 4 of an account, the last 3 of a NIC, prefix and last 2 of a mobile, the domain of an e-mail', () => {
    expect(maskAccount('001234567890')).toBe('••••••••7890');
    expect(maskNic('199245678123')).toBe('•••••••••123');
    expect(maskNic('883456789V')).toBe('•••••••89V');
    expect(maskMobile('0771234567')).toBe('077•••••67');
    expect(maskEmail('nimal.perera@example.lk')).toBe('n•••••••••••@example.lk');
    expect(maskEmail('not-an-email')).toBe('••••••••••••');
  });

  it('masks a column of a masked format, empty for a missing value', () => {
    expect(formatCell('199245678123', 'nic')).toBe('•••••••••123');
    expect(formatCell('4554121234567890', 'card')).toBe('455412••••••7890');
    expect(formatCell(null, 'mobile')).toBe('');
  });
});

describe('MaskedValue', () => {
  const column: ColumnDef<{ nic: string }> = { key: 'nic', header: 'NIC', format: 'nic', reveal: 'user_update' };
  /** A cell of the users list for the record "Kasuni Fernando", with `recorder` recording reveals (none: no recorder). */
  const renderCell = (recorder: RecordDisclosure | null = vi.fn<RecordDisclosure>(() => Promise.resolve())) => {
    render(
      <MantineProvider env="test">
        <DisclosureRecorder.Provider value={recorder}>
          <DisclosureScope.Provider value="users">
            <ColumnCell column={column} row={{ nic: '199245678123' }} record="Kasuni Fernando" />
          </DisclosureScope.Provider>
        </DisclosureRecorder.Provider>
      </MantineProvider>,
    );
    return recorder;
  };

  it('lets a person holding the reveal permission show the value once the reveal is recorded, and announces it', async () => {
    signedIn = userWith('user_update');
    const recorder = renderCell();
    expect(screen.getByText('•••••••••123')).toBeInTheDocument();
    expect(screen.queryByText('199245678123')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show NIC' }));
    expect(recorder).toHaveBeenCalledWith({ action: 'REVEAL', resource: 'users', target: 'Kasuni Fernando', fields: ['NIC'] });
    expect(await screen.findByText('199245678123')).toBeInTheDocument();
    expect(screen.getByText('NIC shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide NIC' }));
    expect(screen.getByText('•••••••••123')).toBeInTheDocument();
  });

  it('keeps the value masked when its reveal cannot be recorded', async () => {
    signedIn = userWith('user_update');
    renderCell(() => Promise.reject(new Error('Forbidden Action')));
    await userEvent.click(screen.getByRole('button', { name: 'Show NIC' }));
    expect(await screen.findByRole('button', { name: 'Show NIC' })).toBeEnabled();
    expect(screen.queryByText('199245678123')).not.toBeInTheDocument();
  });

  it('offers no reveal where no recorder is given', () => {
    signedIn = userWith('user_update');
    renderCell(null);
    expect(screen.getByText('•••••••••123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show NIC' })).not.toBeInTheDocument();
  });

  it('offers no reveal without the permission', () => {
    signedIn = userWith('user_get');
    renderCell();
    expect(screen.getByText('•••••••••123')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show NIC' })).not.toBeInTheDocument();
  });

  it('never reveals a card number beyond its first 6 and last 4 digits', () => {
    signedIn = userWith('user_update', 'CUSTOMER');
    render(<MantineProvider env="test"><ColumnCell column={{ key: 'card', header: 'Card', format: 'card', reveal: 'CUSTOMER' }} row={{ card: '4554121234567890' }} /></MantineProvider>);
    expect(screen.getByText('455412••••••7890')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show Card' })).not.toBeInTheDocument();
  });
});

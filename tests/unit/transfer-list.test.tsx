import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TransferList, type TransferItem, type TransferListProps } from '../../src/components/crud/transfer-list';

const AVAILABLE: TransferItem[] = [
  { value: 'user_add', label: 'Add users' },
  { value: 'user_delete', label: 'Delete users' },
  { value: 'role_get', label: 'View roles' },
];
const ASSIGNED: TransferItem[] = [{ value: 'user_get', label: 'View users' }];

function setup(overrides: Partial<TransferListProps> = {}) {
  const onAssign = vi.fn<(items: TransferItem[]) => void>();
  const onRemove = vi.fn<(items: TransferItem[]) => void>();
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <MantineProvider env="test">
      <TransferList availableTitle="Available permissions" assignedTitle="Assigned permissions" available={AVAILABLE} assigned={ASSIGNED} onAssign={onAssign} onRemove={onRemove} {...overrides} />
    </MantineProvider>,
  );
  const available = screen.getByRole('group', { name: 'Available permissions' });
  const assigned = screen.getByRole('group', { name: 'Assigned permissions' });
  return { user, onAssign, onRemove, available, assigned };
}

describe('TransferList', () => {
  it('shows both lists with their counts', () => {
    const { available, assigned } = setup();
    expect(within(available).getAllByRole('checkbox', { name: /users|roles/ })).toHaveLength(3);
    expect(within(available).getByText('3')).toBeInTheDocument();
    expect(within(assigned).getByRole('checkbox', { name: 'View users' })).toBeInTheDocument();
  });

  it('assigns the ticked entries, and only those', async () => {
    const { user, onAssign, available } = setup();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await user.click(within(available).getByRole('checkbox', { name: 'Add users' }));
    await user.click(within(available).getByRole('checkbox', { name: 'View roles' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(onAssign).toHaveBeenCalledWith([AVAILABLE[0], AVAILABLE[2]]);
    // The selection is cleared after the move.
    expect(within(available).getByRole('checkbox', { name: 'Add users' })).not.toBeChecked();
  });

  it('removes ticked assigned entries', async () => {
    const { user, onRemove, assigned } = setup();
    await user.click(within(assigned).getByRole('checkbox', { name: 'View users' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith([ASSIGNED[0]]);
  });

  it('filters a list, and "select all shown" picks only what the filter shows', async () => {
    const { user, onAssign, available } = setup();
    await user.type(within(available).getByRole('textbox', { name: 'Filter Available permissions' }), 'users');
    expect(within(available).queryByRole('checkbox', { name: 'View roles' })).not.toBeInTheDocument();
    await user.click(within(available).getByRole('checkbox', { name: 'Select all shown (2)' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(onAssign).toHaveBeenCalledWith([AVAILABLE[0], AVAILABLE[1]]);
  });

  it('says when nothing matches the filter', async () => {
    const { user, available } = setup();
    await user.type(within(available).getByRole('textbox', { name: 'Filter Available permissions' }), 'zzz');
    expect(within(available).getByText('Nothing matches the filter')).toBeInTheDocument();
  });

  it('read-only: shows the lists without checkboxes or move buttons', () => {
    const { available } = setup({ readOnly: true });
    expect(within(available).getByText('Add users')).toBeInTheDocument();
    expect(within(available).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
  });

  it('waits while a move is being saved', async () => {
    const { user, available } = setup({ busy: true });
    await user.click(within(available).getByRole('checkbox', { name: 'Add users' }));
    expect(screen.getByRole('button', { name: /Assign/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });
});

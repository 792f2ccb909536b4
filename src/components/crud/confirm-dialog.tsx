import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOpenedOnce } from '../opened-once';
import { LAYER_PROPS, useLayer } from './layers';

export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  /** The action is refused: `message` says why, and only Close is offered. */
  refused?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shown under the question, e.g. what depends on the record about to be deleted. */
  children?: ReactNode;
};

/** A yes/no question before an action that cannot be undone. */
export function ConfirmDialog({ opened, title, message, confirmLabel, danger = false, busy = false, refused = false, onConfirm, onCancel, children }: ConfirmDialogProps) {
  useLayer(opened, onCancel);
  const mounted = useOpenedOnce(opened);
  if (!mounted) return null;
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }} {...LAYER_PROPS}>
      <Text mb={children ? 'sm' : 'lg'}>{message}</Text>
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {refused ? 'Close' : 'Cancel'}
        </Button>
        {!refused && (
          <Button color={danger ? 'red.8' : undefined} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        )}
      </Group>
    </Modal>
  );
}

import { Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, memo, Suspense, useState } from 'react';
import type { PaletteScreen, RecordFinder } from './palette-types';

// The palette's code loads on its first use, not with the shell.
const CommandPalette = lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));

export type PaletteButtonProps = { screens: readonly PaletteScreen[]; finders: () => Promise<readonly RecordFinder[]> };

/** The header's button that opens the command palette; Ctrl+K (Cmd+K on a Mac) opens it from anywhere, also from a field. */
export const PaletteButton = memo(function PaletteButton({ screens, finders }: PaletteButtonProps) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const open = () => {
    setUsed(true);
    setOpened(true);
  };
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <Kbd size="xs" visibleFrom="md" aria-hidden>
            Ctrl K
          </Kbd>
        }
        aria-label="Go to a screen or record"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={open}
      >
        Go to
      </Button>
      {used && (
        <Suspense fallback={null}>
          <CommandPalette opened={opened} onClose={() => setOpened(false)} screens={screens} finders={finders} />
        </Suspense>
      )}
    </>
  );
});

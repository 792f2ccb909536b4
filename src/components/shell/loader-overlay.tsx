import { LoadingOverlay } from '@mantine/core';

/** The full-page loading overlay; `visible` comes from useThrottledLoader. */
export default function LoaderOverlay({ visible }: { visible: boolean }) {
  return <LoadingOverlay visible={visible} zIndex={1000} pos="fixed" overlayProps={{ blur: 1 }} role="status" aria-label="Loading" />;
}

import { Alert, Button, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';

type Props = {
  /** The section's name, in the message ("Customer details could not be shown"). */
  title: string;
  /** Loads the section's data again. */
  onRetry: () => void;
  children: ReactNode;
};

/**
 * A section of a screen (a record panel, a dashboard card) that fails alone: what its data
 * makes it throw while drawing is caught here and shown in its place, with a Retry that loads
 * the data again and draws the section afresh; the rest of the screen goes on working.
 */
export class SectionBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`[wallet-screen] ${this.props.title} could not be shown: ${error instanceof Error ? error.message : String(error)}`);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="gray" variant="light" title={`${this.props.title} could not be shown`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Some of its data is not as the console expects.</Text>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              this.props.onRetry();
              this.setState({ failed: false });
            }}
          >
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
}

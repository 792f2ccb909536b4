import { Alert, Button, CopyButton, Group, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { deviationReports, subscribeDeviations, type DeviationReport } from '../../api/deviations';

/**
 * The current screen's answer deviations, if any: the reports of answers that came while this
 * address was shown. Renders nothing on most screens.
 */
export function PageDeviations() {
  const reports = useSyncExternalStore(subscribeDeviations, deviationReports);
  const page = useRouterState({ select: (state) => state.location.pathname });
  const shown = useMemo(() => reports.filter((report) => report.page === page), [reports, page]);
  return shown.length === 0 ? null : <AnswerDeviations reports={shown} />;
}

/**
 * The notice of a screen some of whose answers broke the contract inside their envelope
 * (`src/api/deviations.ts`): what could not be read is marked where it is, and Details gives the
 * request ids to quote to support. Neither the operation nor the paths are shown (they are in
 * the browser console, with the same request ids).
 */
function AnswerDeviations({ reports }: { reports: readonly DeviationReport[] }) {
  const [open, setOpen] = useState(false);
  const ids = [...new Set(reports.map((report) => report.requestId ?? 'none'))];
  return (
    <Alert color="gray" variant="light" mb="md" title="Some of this page's data is not as the console expects">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">Values the console cannot read are marked “—”; the rest is shown as it came.</Text>
        <Button size="xs" variant="default" onClick={() => setOpen((now) => !now)} aria-expanded={open}>
          Details
        </Button>
      </Group>
      {open && (
        <>
          <Text size="sm" mt="xs">
            {ids.length === 1 ? 'Request id' : 'Request ids'} to quote to support:
          </Text>
          {/* Plain elements: Mantine's List would be a chunk and a stylesheet more on every screen's first visit. */}
          <ul>
            {ids.map((id) => (
              <li key={id}>
                <Group gap="xs" wrap="nowrap">
                  <code>{id}</code>
                  <CopyButton value={id}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={`Copy request id ${id}`}>
                        {copied ? 'Copied' : 'Copy'}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}

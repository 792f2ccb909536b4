import { Alert, Button, CopyButton, Group, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { deviationReports, fieldDeviations, subscribeDeviations, type DeviationReport } from '../../api/deviations';
import classes from './page-deviations.module.css';

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
 * (`src/api/deviations.ts`): what could not be read is marked where it is, values sent in another
 * form that read unambiguously are shown as read, and Details lists each field once (what the
 * contract expects, the JSON type that came, whether it was read) with the request id to quote to
 * the API team. Values themselves are never shown (they may be personal data).
 */
function AnswerDeviations({ reports }: { reports: readonly DeviationReport[] }) {
  const [open, setOpen] = useState(false);
  const fields = fieldDeviations(reports);
  const unread = fields.some((field) => !field.read);
  return (
    <Alert color="gray" variant="light" mb="md" title="Some of this page's data is not as the console expects">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm">
          {unread
            ? 'Values the console cannot read are marked “—”; the rest is shown as it came.'
            : 'Some values came in another form than agreed; the console read them. Details lists them for the API team.'}
        </Text>
        <Button size="xs" variant="default" onClick={() => setOpen((now) => !now)} aria-expanded={open}>
          Details
        </Button>
      </Group>
      {open && (
        // Plain elements: Mantine's Table would be a chunk and a stylesheet more on every screen's first visit.
        <table className={classes.details}>
          <caption>Values not as the contract says, with the request id to quote to support</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Expected</th>
              <th scope="col">Got</th>
              <th scope="col">Shown</th>
              <th scope="col">Request id</th>
            </tr>
          </thead>
          <tbody>
            {fields.map(({ operationId, field, expected, got, read, requestId }) => (
              <tr key={`${operationId} ${field}`}>
                <td>
                  <code>{field}</code>
                </td>
                <td>{expected}</td>
                <td>{got}</td>
                <td>{read ? 'read' : 'marked “—”'}</td>
                <td>
                  <RequestId id={requestId ?? 'none'} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Alert>
  );
}

function RequestId({ id }: { id: string }) {
  return (
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
  );
}

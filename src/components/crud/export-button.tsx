import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { saveFile } from '../../api/download';
import { isAbort, failureText } from '../../api/errors';
import { SHOWS_OWN_PROGRESS } from '../../api/query-client';
import { isAllowed } from '../../auth/permissions';
import { useSessionUser } from '../../auth/use-session';
import { formatCount, formatDate } from '../../lib/format';
import { useOpenedOnce } from '../opened-once';
import { csvFileName } from './csv';
import { columnLabels, EXPORT_ROW_LIMIT, exportCsv, exportedText, maskedColumnsText, readAllRows, visibleColumns, type ExportProgress } from './export';
import { prefsKey, readPrefs } from './table-prefs';
import type { FormValues, ListSearch, ResourceDefinition } from './types';

export type ExportButtonProps<Row, Input extends FormValues, Raw> = {
  resource: ResourceDefinition<Row, Input, Raw>;
  /** The view on screen: its search, filters and sort (the page and size are the export's own). */
  search: ListSearch;
  /** The view holds no rows (the list's total is 0): the button is disabled. */
  empty: boolean;
};

/**
 * "Export CSV" for a list's current view: reads the rows page after page with the list's own
 * request (progress and Cancel in a dialog), at most `EXPORT_ROW_LIMIT` ("First 10,000 of
 * 23,456 rows" when the view holds more), writes the columns the user sees as the list shows
 * them and saves `<screen>-<day>.csv`. A column masked on screen is written in full for a user
 * who may reveal it (the file is then `<screen>-<day>-unmasked.csv`) or left out, and the dialog
 * says which. A failure keeps the dialog open with the catalogue's message.
 */
export function ExportButton<Row extends Record<string, unknown>, Input extends FormValues, Raw>({ resource, search, empty }: ExportButtonProps<Row, Input, Raw>) {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const controller = useRef<AbortController | null>(null);
  const [opened, setOpened] = useState(false);
  const mounted = useOpenedOnce(opened);
  const [progress, setProgress] = useState<ExportProgress>({ loaded: 0, total: null });
  const run = useMutation({
    meta: SHOWS_OWN_PROGRESS,
    mutationFn: async (view: ListSearch) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setProgress({ loaded: 0, total: null });
      const defaults = Object.fromEntries(resource.columns.filter((column) => column.hidden).map((column) => [column.key, false]));
      const prefs = readPrefs(prefsKey(user?.userName ?? 'anonymous', resource.id), { columnVisibility: defaults, density: 'md' });
      const columns = visibleColumns(resource.columns, prefs.columnVisibility);
      const [labels, result] = await Promise.all([
        columnLabels(queryClient, columns),
        readAllRows(queryClient, resource, view, { signal: abort.signal, onProgress: setProgress }),
      ]);
      const csv = exportCsv(columns, result.rows, labels, (need) => isAllowed(user?.permissions, need));
      const name = csvFileName(resource.title, formatDate(new Date()), csv.unmasked.length > 0);
      saveFile(new File([csv.text], name, { type: 'text/csv;charset=utf-8' }));
      return { name, written: result.rows.length, total: result.total, masked: maskedColumnsText(csv) };
    },
    onSettled: () => {
      controller.current = null;
    },
  });
  const start = () => {
    setOpened(true);
    run.mutate(search);
  };
  const cancel = () => controller.current?.abort();
  const close = () => {
    cancel();
    setOpened(false);
    run.reset();
  };
  const busy = run.isPending;
  const percent = progress.total ? Math.min(100, Math.round((progress.loaded / Math.min(progress.total, EXPORT_ROW_LIMIT)) * 100)) : null;
  const failed = run.isError && !isAbort(run.error);
  return (
    <>
      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={start} disabled={busy || empty}>
        Export CSV
      </Button>
      {mounted && (
        <Modal opened={opened} onClose={close} title={`Export ${resource.title}`} centered closeButtonProps={{ 'aria-label': 'Close' }}>
          <Stack gap="sm">
            {busy && (
              <>
                <Text size="sm" aria-live="polite">
                  {progress.total === null ? 'Reading rows…' : `Read ${formatCount(progress.loaded)} of ${formatCount(Math.min(progress.total, EXPORT_ROW_LIMIT))} rows`}
                </Text>
                <Progress value={percent ?? 100} animated={percent === null} striped={percent === null} aria-label="Export progress" />
                {progress.total !== null && progress.total > EXPORT_ROW_LIMIT && (
                  <Text size="sm">
                    The view holds {formatCount(progress.total)} rows: the file holds the first {formatCount(EXPORT_ROW_LIMIT)}.
                  </Text>
                )}
              </>
            )}
            {run.isSuccess && (
              <Stack gap={4} role="status">
                <Text size="sm">
                  Saved {run.data.name}: {exportedText(run.data.written, run.data.total)}.
                </Text>
                {run.data.masked.map((line) => (
                  <Text size="sm" key={line}>
                    {line}
                  </Text>
                ))}
              </Stack>
            )}
            {failed && (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                The export failed: {failureText(run.error)}
              </Text>
            )}
            {run.isError && !failed && <Text size="sm" role="status">Export cancelled: no file was saved.</Text>}
            <Group justify="flex-end">
              {busy ? (
                <Button variant="default" onClick={cancel}>
                  Cancel
                </Button>
              ) : (
                <>
                  {failed && <Button onClick={() => run.mutate(search)}>Try again</Button>}
                  <Button variant="default" onClick={close}>
                    Close
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}

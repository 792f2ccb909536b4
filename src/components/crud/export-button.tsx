import { Button, Group, Modal, Progress, Radio, Stack, Text, Textarea } from '@mantine/core';
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
import { useDisclosureRecorder } from './disclosure';
import { columnLabels, EXPORT_ROW_LIMIT, exportCsv, exportedText, isMaskedColumn, maskedColumnsText, readAllRows, revealableColumns, visibleColumns, type ExportProgress } from './export';
import { prefsKey, readPrefs } from './table-prefs';
import type { FormValues, ListSearch, ResourceDefinition } from './types';

export type ExportButtonProps<Row, Input extends FormValues, Raw> = {
  resource: ResourceDefinition<Row, Input, Raw>;
  /** The view on screen: its search, filters and sort (the page and size are the export's own). */
  search: ListSearch;
  /** The view holds no rows (the list's total is 0): the button is disabled. */
  empty: boolean;
};

/** How personal data leaves: masked as on screen (the default), or in full with a purpose. */
type Personal = { full: false } | { full: true; purpose: string };

/** The shortest purpose an export in full accepts: a reason, not a keystroke. */
const PURPOSE_MIN = 10;

/**
 * "Export CSV" for a list's current view: reads the rows page after page with the list's own
 * request (progress and Cancel in a dialog), at most `EXPORT_ROW_LIMIT` ("First 10,000 of
 * 23,456 rows" when the view holds more), writes the columns the user sees as the list shows
 * them and saves `<screen>-<day>.csv`. A view with personal data asks first: masked as on screen
 * (the default, `-masked.csv`) or, for a user who may reveal it, in full with a purpose, recorded
 * by an audit call before the file is written (`-unmasked.csv`). A failure keeps the dialog open
 * with the catalogue's message and saves nothing.
 */
export function ExportButton<Row extends Record<string, unknown>, Input extends FormValues, Raw>({ resource, search, empty }: ExportButtonProps<Row, Input, Raw>) {
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const recorder = useDisclosureRecorder();
  const controller = useRef<AbortController | null>(null);
  const [opened, setOpened] = useState(false);
  const mounted = useOpenedOnce(opened);
  const [progress, setProgress] = useState<ExportProgress>({ loaded: 0, total: null });
  // The question of a view with personal data: its masked columns and those the user may write in full.
  const [choice, setChoice] = useState<{ masked: string[]; revealable: string[] } | null>(null);
  const [full, setFull] = useState(false);
  const [purpose, setPurpose] = useState('');
  const mayReveal = (need: string | readonly string[]) => isAllowed(user?.permissions, need);
  const exportColumns = () => {
    const defaults = Object.fromEntries(resource.columns.filter((column) => column.hidden).map((column) => [column.key, false]));
    const prefs = readPrefs(prefsKey(user?.userName ?? 'anonymous', resource.id), { columnVisibility: defaults, density: 'md' });
    return visibleColumns(resource.columns, prefs.columnVisibility);
  };
  const run = useMutation({
    meta: SHOWS_OWN_PROGRESS,
    mutationFn: async ({ view, personal }: { view: ListSearch; personal: Personal | null }) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setProgress({ loaded: 0, total: null });
      const columns = exportColumns();
      const [labels, result] = await Promise.all([
        columnLabels(queryClient, columns, user?.permissions),
        readAllRows(queryClient, resource, view, { signal: abort.signal, onProgress: setProgress }),
      ]);
      const csv = exportCsv(columns, result.rows, labels, mayReveal, personal?.full ?? false);
      if (personal?.full) {
        if (!recorder) throw new Error('Personal data cannot be exported in full here: the export could not be recorded.');
        // Recorded before the file exists: an export the audit trail does not hold is not written.
        await recorder({ action: 'EXPORT', resource: resource.id, target: '', fields: csv.unmasked, purpose: personal.purpose, records: result.rows.length });
      }
      const name = csvFileName(resource.title, formatDate(new Date()), personal === null ? null : csv.unmasked.length > 0 ? 'unmasked' : 'masked');
      saveFile(new File([csv.text], name, { type: 'text/csv;charset=utf-8' }));
      return { name, written: result.rows.length, total: result.total, masked: maskedColumnsText(csv) };
    },
    onSettled: () => {
      controller.current = null;
    },
  });
  const personal = (): Personal | null => (choice === null ? null : full ? { full: true, purpose: purpose.trim() } : { full: false });
  const start = () => {
    setOpened(true);
    run.reset();
    const columns = exportColumns();
    if (columns.some(isMaskedColumn)) {
      // Personal data in the view: asked first, masked chosen.
      setChoice({ masked: columns.filter(isMaskedColumn).map((column) => column.header), revealable: recorder ? revealableColumns(columns, mayReveal).map((column) => column.header) : [] });
      setFull(false);
      setPurpose('');
      return;
    }
    setChoice(null);
    run.mutate({ view: search, personal: null });
  };
  const cancel = () => controller.current?.abort();
  const close = () => {
    cancel();
    setOpened(false);
    run.reset();
  };
  const busy = run.isPending;
  const asking = choice !== null && run.isIdle;
  const purposeShort = full && purpose.trim().length < PURPOSE_MIN;
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
            {asking && (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!purposeShort) run.mutate({ view: search, personal: personal() });
                }}
              >
                <Stack gap="sm">
                  {choice.revealable.length > 0 ? (
                    <Radio.Group label="Personal data" value={full ? 'full' : 'masked'} onChange={(value) => setFull(value === 'full')}>
                      <Stack gap="xs" mt="xs">
                        <Radio value="masked" label={`Masked, as on screen (${choice.masked.join(', ')})`} />
                        <Radio value="full" label={`In full: ${choice.revealable.join(', ')}, recorded in the audit trail`} />
                      </Stack>
                    </Radio.Group>
                  ) : (
                    <Text size="sm">{choice.masked.join(', ')} will be written masked, as on screen.</Text>
                  )}
                  {full && (
                    <Textarea
                      label="Purpose"
                      description="Why this personal data leaves the console in full. It is recorded with your name."
                      required
                      autosize
                      minRows={2}
                      maxLength={500}
                      value={purpose}
                      onChange={(event) => setPurpose(event.currentTarget.value)}
                      error={purpose !== '' && purposeShort ? `Say why in at least ${PURPOSE_MIN} characters.` : undefined}
                    />
                  )}
                  <Group justify="flex-end">
                    <Button variant="default" onClick={close}>
                      Cancel
                    </Button>
                    <Button type="submit" disabled={purposeShort}>
                      {full ? 'Export in full' : 'Export masked'}
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
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
            {!asking && (
              <Group justify="flex-end">
                {busy ? (
                  <Button variant="default" onClick={cancel}>
                    Cancel
                  </Button>
                ) : (
                  <>
                    {failed && <Button onClick={() => run.mutate({ view: search, personal: personal() })}>Try again</Button>}
                    <Button variant="default" onClick={close}>
                      Close
                    </Button>
                  </>
                )}
              </Group>
            )}
          </Stack>
        </Modal>
      )}
    </>
  );
}

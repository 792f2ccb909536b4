import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { DOWNLOAD_RECORD_LIMIT, fetchFile, percentOf, saveFile, type DownloadCall, type DownloadProgress } from '../../api/download';
import { SHOWS_OWN_PROGRESS } from '../../api/query-client';
import { formatCount } from '../../lib/format';
import type { ReportFileType } from './types';

/** The button text of each format. */
export const FORMAT_LABEL: Record<ReportFileType, string> = { pdf: 'PDF', xlsx: 'Excel', csv: 'CSV' };

export type ReportDownloadsProps = {
  title: string;
  formats: readonly ReportFileType[];
  /** The download call of a format for the filters on screen. */
  call: (fileType: ReportFileType) => DownloadCall;
  /** Records the current filters match (the result's total), when known. */
  total: number | undefined;
  /** Records a download may hold; null for no limit. */
  limit?: number | null;
};

/**
 * A report's downloads: one button per format; while a file downloads, its progress and a
 * Cancel button; the file saved as the type asked (`.csv` for CSV), the server's name its stem; an
 * answer without content saves nothing. Before the click, the page
 * says when the filters match more records than a download may hold. Failures are reported
 * once by the QueryClient with the catalogue's text (412, 406's own message...); a cancelled
 * download says nothing. The report on screen is never touched.
 */
export function ReportDownloads({ title, formats, call, total, limit = DOWNLOAD_RECORD_LIMIT }: ReportDownloadsProps) {
  // The download under way: a cancelled one is forgotten at once, so whatever it does later
  // (progress, an answer after all) touches neither the screen nor a download started since.
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const download = useMutation({
    meta: SHOWS_OWN_PROGRESS,
    // The call is bound when the button is clicked, so it carries the filters on screen at that moment.
    mutationFn: ({ format, run, abort }: { format: ReportFileType; run: DownloadCall; abort: AbortController }) =>
      fetchFile(run, {
        type: format,
        signal: abort.signal,
        onProgress: (next) => {
          if (controller.current === abort) setProgress(next);
        },
      }),
    onSuccess: (file, { abort }) => {
      if (controller.current !== abort) return;
      saveFile(file);
      setSaved(file.name);
    },
    onSettled: (_file, _error, { abort }) => {
      if (controller.current !== abort) return;
      controller.current = null;
      setProgress(null);
    },
  });
  const start = (format: ReportFileType) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setSaved(null);
    setProgress(null);
    download.mutate({ format, run: call(format), abort });
  };
  // Back to the buttons at once, even when the call takes its time to stop.
  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setProgress(null);
    download.reset();
  };
  const busy = download.isPending;
  const percent = percentOf(progress);
  const over = limit !== null && total !== undefined && total > limit;
  return (
    <Stack gap="xs" role="group" aria-label={`Download ${title}`}>
      {over && (
        <Alert color="gray.8" variant="outline" icon={<IconAlertTriangle size={20} color="var(--mantine-color-orange-9)" aria-hidden />} title="Too many records to download">
          The filters match {formatCount(total)} records; a download holds at most {formatCount(limit)}. Narrow the filters (e.g. the date range) to download this report.
        </Alert>
      )}
      <Group gap="sm">
        {formats.map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy && download.variables?.format === format}
            disabled={busy && download.variables?.format !== format}
            onClick={() => start(format)}
          >
            Download {FORMAT_LABEL[format]}
          </Button>
        ))}
        {busy && (
          <Button variant="subtle" color="red.9" onClick={cancel}>
            Cancel download
          </Button>
        )}
      </Group>
      {busy && (
        <Stack gap={4} maw={420}>
          <Text size="sm" aria-live="polite">
            Downloading {download.variables ? FORMAT_LABEL[download.variables.format] : ''}
            {percent !== null ? ` ${percent}%` : '…'}
          </Text>
          <Progress value={percent ?? 100} animated={percent === null} striped={percent === null} aria-label="Download progress" />
        </Stack>
      )}
      {!busy && saved && (
        <Text size="sm" c="dimmed" role="status">
          Saved {saved}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Report downloads: the file comes through the one transport as a blob named from its
 * Content-Disposition header (`fileNameOf`), with progress and cancellation; failures are the
 * transport's ApiErrors (412: the catalogue's record-limit text; 406: the message read from
 * the error body; anything else: the catalogue's text).
 */
import { contractError, noFileError } from './errors';
import { savedFileName } from './file-name';
import type { DownloadProgress, TransportInit } from './transport';

export type { DownloadProgress } from './transport';

/** A generated download call with its arguments bound; it receives the transport's options. */
export type DownloadCall = (init: TransportInit) => Promise<unknown>;

/** The record limit of a report download (specification section 9): above it the server answers 412. */
export const DOWNLOAD_RECORD_LIMIT = 500;

/** The file types a download asks for: the saved file's extension and media type are the console's own. */
export const FILE_TYPES = {
  csv: { extension: 'csv', mediaType: 'text/csv' },
  pdf: { extension: 'pdf', mediaType: 'application/pdf' },
  xlsx: { extension: 'xlsx', mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
} as const;

/** A type of file a download asks for. */
export type FileType = keyof typeof FILE_TYPES;

/**
 * Runs a download and resolves to its file; `signal` cancels it, `onProgress` follows the body.
 * An answer without content (204, an empty body) is no file: it fails, and nothing is saved.
 * With `type`, the file is named and typed as the console's own for that type (`savedFileName`).
 */
export async function fetchFile(call: DownloadCall, options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void; type?: FileType } = {}): Promise<File> {
  const init: TransportInit = {};
  if (options.signal) init.signal = options.signal;
  if (options.onProgress) init.onProgress = options.onProgress;
  const result = await call(init);
  if (!(result instanceof File)) throw contractError('the answer is not a file', 'download');
  if (result.size === 0) throw noFileError('download');
  if (!options.type) return result;
  const { extension, mediaType } = FILE_TYPES[options.type];
  return new File([result], savedFileName(result.name, extension), { type: mediaType });
}

/** Hands a file to the browser's downloads under its own name. */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is released after.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The share of a download that has arrived, 0-100, or null when its size is unknown. */
export function percentOf(progress: DownloadProgress | null): number | null {
  if (!progress || progress.total === null || progress.total === 0) return null;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}

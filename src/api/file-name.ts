/**
 * The file name of a download, read from its Content-Disposition header (RFC 6266):
 * `filename*` (RFC 5987: `charset'language'percent-encoded`) is preferred over `filename`,
 * which may be quoted with backslash escapes or a bare token. Only the last path segment is
 * kept and control characters are dropped, so a name can never point elsewhere.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const params = parameters(disposition);
  const extended = params.get('filename*');
  const name = (extended !== undefined ? decodeExtended(extended) : null) ?? params.get('filename') ?? null;
  const safe = name === null ? '' : sanitise(name);
  return safe === '' ? fallback : safe;
}

/** The header's parameters by lower-case name; quoted values unescaped. */
function parameters(header: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /;\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(pattern)) {
    const [, key = '', raw = ''] = match;
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw.trim();
    const name = key.toLowerCase();
    if (!found.has(name)) found.set(name, value);
  }
  return found;
}

/** An RFC 5987 value (`UTF-8''na%C3%AFve.pdf`, `iso-8859-1'en'caf%E9.csv`); null when malformed. */
function decodeExtended(value: string): string | null {
  const match = /^([\w!#$%&+^`{}~-]+)'[\w-]*'(.*)$/.exec(value.trim().replace(/^"|"$/g, ''));
  if (!match) return null;
  const [, charset = '', encoded = ''] = match;
  try {
    if (charset.toLowerCase() === 'utf-8') return decodeURIComponent(encoded);
    if (charset.toLowerCase() === 'iso-8859-1') return encoded.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  } catch {
    return null;
  }
  return null;
}

/** Longest stem a saved file takes from the server's name. */
const STEM_LENGTH = 80;

/**
 * The name a download is saved under: the console's own extension for the type asked (`csv` for
 * a CSV), the server's name (`fileNameOf`) only as its stem, without its own extension and with
 * anything but letters, digits, spaces and `-_.()` replaced: `evil.html` asked as CSV is `evil.csv`.
 */
export function savedFileName(serverName: string, extension: string, fallbackStem = 'download'): string {
  const dot = serverName.lastIndexOf('.');
  const stem = (dot > 0 ? serverName.slice(0, dot) : serverName)
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, STEM_LENGTH)
    .trim();
  return `${stem || fallbackStem}.${extension}`;
}

function sanitise(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const base = name.replace(/[\u0000-\u001f\u007f]/g, '').split(/[/\\]/).pop() ?? '';
  return base.trim().replace(/^\.+$/, '');
}

/**
 * The CSV writer of list exports (RFC 4180): every cell quoted when it must be, lines ended
 * with CRLF, and cells that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, and the
 * tab and carriage return that can hide one) prefixed with an apostrophe (OWASP CSV injection).
 */

/** A cell a spreadsheet would read as a formula starts with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell that must be quoted: it holds a quote, the separator or a line break, or starts or ends with a space. */
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell as CSV text: neutralised when it would start a formula, quoted when it must be. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells. */
export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}

/** A whole file: a header line and the rows, with a byte-order mark so spreadsheets read it as UTF-8. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map(csvLine).join('\r\n')}\r\n`;
}

/**
 * A file name from a screen's title and a day: "Bank Management", 2026-11-23 ->
 * `bank-management-2026-11-23.csv`; for a list with personal data, `-masked` or `-unmasked`
 * (in full) before the extension.
 */
export function csvFileName(title: string, day: string, personal: 'masked' | 'unmasked' | null = null): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'export'}-${day}${personal ? `-${personal}` : ''}.csv`;
}

/** One CSV writer for the console's downloads and the server's exports. */
export type CsvCell = string | number | null;

/** Byte-order mark: without it, spreadsheet programs read UTF-8 CSV (zh-CN text) as the local code page. */
export const CSV_BOM = '\uFEFF';

/** A field a spreadsheet could split, whatever separator it assumes (comma, semicolon or tab). */
const NEEDS_QUOTES = /[",;\t\r\n]/;
/** Text a spreadsheet would run as a formula (OWASP CSV injection): = + - @, tab or CR first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field, RFC 4180 style. Text that starts like a formula gets a leading apostrophe, since
 * exported rows carry what other people typed; numbers stay numbers (a negative amount is no formula).
 */
export function csvField(value: CsvCell): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole document: the BOM, a header row, then the rows, with CRLF line ends. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

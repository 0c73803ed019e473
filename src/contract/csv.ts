/** One CSV writer for the console's downloads and the server's exports. */
export type CsvCell = string | number | null;

/** A column of a document; a bare string is a text column with that header. */
export interface CsvColumn {
  header: string;
  /**
   * The column holds amounts: a plain decimal string in it ("-12.00", a refund) is written as the
   * number it is. Any other text in it is treated like free text.
   */
  numeric?: boolean;
}

/** Byte-order mark: without it, spreadsheet programs read UTF-8 CSV (zh-CN text) as the local code page. */
export const CSV_BOM = '\uFEFF';

/** A field a spreadsheet could split, whatever separator it assumes (comma, semicolon or tab). */
const NEEDS_QUOTES = /[",;\t\r\n]/;
/** Text a spreadsheet would run as a formula (OWASP CSV injection): = + - @, tab or CR first. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as an amount column writes it: optional minus, digits, optional decimals. Nothing else. */
const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * One field, RFC 4180 style. Text that starts like a formula gets a leading apostrophe and is
 * quoted (OWASP), since exported rows carry what other people typed. A JS number is a number, so
 * a negative one stays bare; text is only written bare as a number in a column declared numeric.
 */
export function csvField(value: CsvCell, numeric = false): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (numeric && PLAIN_DECIMAL.test(value)) return value;
  if (FORMULA_START.test(value)) return quoted(`'${value}`);
  return NEEDS_QUOTES.test(value) ? quoted(value) : value;
}

/** A whole document: the BOM, a header row, then the rows, with CRLF line ends. */
export function csvDocument(columns: readonly (string | CsvColumn)[], rows: readonly (readonly CsvCell[])[]): string {
  const numeric = columns.map((c) => typeof c !== 'string' && c.numeric === true);
  const header = columns.map((c) => csvField(typeof c === 'string' ? c : c.header));
  const body = rows.map((row) => row.map((cell, i) => csvField(cell, numeric[i] ?? false)).join(','));
  return CSV_BOM + [header.join(','), ...body].join('\r\n') + '\r\n';
}

export type CsvCell = string | number | null;

/** Byte-order mark: without it, spreadsheet programs read UTF-8 CSV as the local code page. */
export const CSV_BOM = '\uFEFF';

function cell(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  // A text cell starting with = + - @ would run as a formula (CSV injection); numbers stay numbers.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text: a header row, then the rows; CRLF line ends; BOM first. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Saves the text as a file through a temporary object URL; nothing leaves the browser. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

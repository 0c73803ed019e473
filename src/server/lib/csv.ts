/**
 * One CSV field, RFC 4180 style. A value a spreadsheet would run as a formula (= + - @, tab or
 * CR first) gets a leading apostrophe: log rows carry text typed by other people (OWASP CSV
 * injection).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole document: BOM first so Excel reads UTF-8 (zh-CN text) correctly, CRLF line ends. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((r) => r.map(csvField).join(','));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

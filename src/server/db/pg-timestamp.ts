/**
 * A `timestamptz` as raw SQL reads return it (both drivers hand drizzle's `execute` the server's
 * text, e.g. `2026-11-21 22:43:53.9+00`), turned into the wire's ISO-8601 UTC string. A UTC
 * session's text is rearranged directly, which costs a seventh of parsing a Date and formatting it
 * again; a list page has a hundred and more of these. Any other offset goes through Date.
 */
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

export function isoOfTimestamp(text: string): string {
  const m = UTC_TEXT.exec(text);
  if (m === null) return new Date(text).toISOString();
  // Milliseconds, as Date would keep them: padded, or cut (never rounded) past the third digit.
  const ms = ((m[3] ?? '') + '000').slice(0, 3);
  return `${m[1]}T${m[2]}.${ms}Z`;
}

export const isoOfTimestampOrNull = (text: string | null): string | null =>
  text === null ? null : isoOfTimestamp(text);

import { describe, expect, it } from 'vitest';
import { isoOfTimestamp, isoOfTimestampOrNull } from '#server/db/pg-timestamp';

describe('isoOfTimestamp', () => {
  it.each([
    ['2026-11-21 22:43:53.935+00', '2026-11-21T22:43:53.935Z'],
    ['2026-11-21 22:43:53.9+00', '2026-11-21T22:43:53.900Z'],
    ['2026-11-21 22:43:53.05+00', '2026-11-21T22:43:53.050Z'],
    ['2026-11-21 22:43:53+00', '2026-11-21T22:43:53.000Z'],
    // Past milliseconds the digits are cut, as a Date would keep them.
    ['2026-11-21 22:43:53.123999+00', '2026-11-21T22:43:53.123Z'],
  ])('rearranges the UTC text %s', (text, iso) => {
    expect(isoOfTimestamp(text)).toBe(iso);
    expect(isoOfTimestamp(text)).toBe(new Date(text).toISOString());
  });

  it.each([
    ['2026-11-22 06:43:53.935+08', '2026-11-21T22:43:53.935Z'],
    ['2026-11-21 19:13:53.9-03:30', '2026-11-21T22:43:53.900Z'],
    ['2026-11-21 22:43:53.935+05:45', '2026-11-21T16:58:53.935Z'],
  ])('converts another offset %s to UTC', (text, iso) => {
    expect(isoOfTimestamp(text)).toBe(iso);
  });

  it('keeps null', () => {
    expect(isoOfTimestampOrNull(null)).toBeNull();
    expect(isoOfTimestampOrNull('2026-01-01 00:00:00+00')).toBe('2026-01-01T00:00:00.000Z');
  });
});

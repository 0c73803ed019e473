import { describe, expect, it } from 'vitest';
import { dayStartIso, knownBusinessZone, noteBusinessZone } from '#client/i18n/business-zone';
import { formatDate, formatDateTime } from '#client/i18n/format';

// One module for the file: the zone noted by one test holds for the tests after it.
describe('the business time zone', () => {
  it('a day with no zone known yet starts at the browser’s midnight', () => {
    expect(knownBusinessZone()).toBeUndefined();
    expect(dayStartIso('2026-11-28')).toBe(new Date(2026, 10, 28).toISOString());
  });

  it('a day starts at the business zone’s midnight, wherever the browser is; the "to" day ends at the next', () => {
    noteBusinessZone('Asia/Shanghai');
    expect(dayStartIso('2026-11-28')).toBe('2026-11-27T16:00:00.000Z');
    expect(dayStartIso('2026-11-28', 1)).toBe('2026-11-28T16:00:00.000Z');
    expect(dayStartIso('2026-12-31', 1)).toBe('2026-12-31T16:00:00.000Z');
  });

  it('a day that starts on a daylight-saving change has the offset of after it', () => {
    noteBusinessZone('America/New_York');
    expect(dayStartIso('2026-03-08')).toBe('2026-03-08T05:00:00.000Z');
    expect(dayStartIso('2026-03-09')).toBe('2026-03-09T04:00:00.000Z');
    expect(dayStartIso('2026-11-01')).toBe('2026-11-01T04:00:00.000Z');
    expect(dayStartIso('2026-11-02')).toBe('2026-11-02T05:00:00.000Z');
  });

  it('text that is not a day of the calendar is no day', () => {
    for (const text of ['2026-02-31', '2026-13-01', '2026-00-10', '2026-1-1', 'yesterday', ''])
      expect(dayStartIso(text), text).toBeUndefined();
    expect(dayStartIso('2024-02-29')).toBeDefined();
  });

  it('timestamps are shown on the business zone’s clock', () => {
    noteBusinessZone('Asia/Shanghai');
    expect(formatDateTime('2026-11-27T23:57:00Z', 'en-US')).toBe('Nov 28, 2026, 7:57 AM');
    expect(formatDate('2026-11-27T23:57:00Z', 'en-US')).toBe('November 28, 2026');
    noteBusinessZone('UTC');
    expect(formatDateTime('2026-11-27T23:57:00Z', 'en-US')).toBe('Nov 27, 2026, 11:57 PM');
  });
});

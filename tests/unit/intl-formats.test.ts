import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from '#client/i18n/intl-formats';
import { formatDateTime } from '#client/i18n/format';
import { formatMoney } from '#client/i18n/money';

describe('Intl formatters made once', () => {
  it('hands back the same formatter for the same language and options', () => {
    expect(dateTimeFormat('zh-CN', { dateStyle: 'medium' })).toBe(dateTimeFormat('zh-CN', { dateStyle: 'medium' }));
    expect(numberFormat('en-US', { style: 'percent' })).toBe(numberFormat('en-US', { style: 'percent' }));
    expect(relativeTimeFormat('en-US', { numeric: 'auto' })).toBe(relativeTimeFormat('en-US', { numeric: 'auto' }));
  });

  it('keeps formatters of other languages, options or kinds apart', () => {
    expect(numberFormat('en-US')).not.toBe(numberFormat('zh-CN'));
    expect(numberFormat('en-US', { style: 'percent' })).not.toBe(numberFormat('en-US'));
    expect(numberFormat('en-US', { style: 'currency', currency: 'CNY' })).not.toBe(
      numberFormat('en-US', { style: 'currency', currency: 'JPY' }),
    );
    expect(dateTimeFormat('en-CA', { timeZone: 'UTC' }).resolvedOptions().timeZone).toBe('UTC');
    expect(dateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).resolvedOptions().timeZone).toBe('Asia/Tokyo');
  });

  it('formats as a new formatter would', () => {
    const iso = '2024-01-15T09:30:00Z';
    expect(formatDateTime(iso, 'en-US')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    );
    expect(formatMoney(1234, 'CNY', 'zh-CN')).toBe(
      new Intl.NumberFormat('zh-CN', {
        style: 'currency',
        currency: 'CNY',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(12.34),
    );
  });

  it('keeps nothing when the options are refused', () => {
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOT-A-CODE' })).toThrow(RangeError);
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOT-A-CODE' })).toThrow(RangeError);
  });
});

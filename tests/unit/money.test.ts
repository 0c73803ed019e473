import { describe, expect, it } from 'vitest';
import { formatCountTick } from '#client/i18n/format-number';
import {
  centsToInput,
  centsToUnits,
  currencyDigits,
  formatMoney,
  formatMoneyTick,
  inputToCents,
} from '#client/i18n/money';

describe('money', () => {
  it('knows each currency’s minor units, and assumes 2 for a code Intl does not know', () => {
    expect(currencyDigits('CNY')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('nope')).toBe(2);
  });

  it('formats integer minor units in the reader’s language', () => {
    expect(formatMoney(1234, 'CNY', 'zh-CN')).toBe('¥12.34');
    expect(formatMoney(1234, 'CNY', 'en-US')).toBe('CN¥12.34');
    expect(formatMoney(1234, 'JPY', 'en-US')).toBe('¥1,234');
    expect(formatMoney(-50, 'CNY', 'en-US')).toBe('-CN¥0.50');
  });

  it('writes short axis ticks and spreadsheet numbers in whole units', () => {
    expect(formatMoneyTick(123_456, 'CNY', 'en-US')).toBe('CN¥1.23K');
    // A tick of 2.5 of a power of ten is written exactly, not rounded to the next tenth.
    expect(formatMoneyTick(125_000, 'CNY', 'en-US')).toBe('CN¥1.25K');
    expect(formatMoneyTick(1_250_000, 'CNY', 'zh-CN')).toBe('¥1.25万');
    expect(formatCountTick(12_500, 'zh-CN')).toBe('1.25万');
    expect(formatCountTick(12_500, 'en-US')).toBe('12.5K');
    expect(centsToUnits(12_345, 'CNY')).toBe(123.45);
    expect(centsToUnits(12_345, 'JPY')).toBe(12_345);
  });

  it('parses a typed amount on its digits, never through floats', () => {
    expect(inputToCents('0.29', 'CNY')).toBe(29);
    expect(inputToCents('12', 'CNY')).toBe(1200);
    expect(inputToCents('12,5', 'CNY')).toBe(1250);
    expect(inputToCents(' 1.05 ', 'CNY')).toBe(105);
    expect(inputToCents('1234', 'JPY')).toBe(1234);
  });

  it('refuses what is not a plain amount in the currency’s decimals', () => {
    for (const text of ['', '1.234', '-1', '1e3', 'abc', '1.2.3', '1 000', '12.5', '9999999999'])
      expect(inputToCents(text, text === '12.5' ? 'JPY' : 'CNY'), text).toBeNull();
  });

  it('starts an amount input from minor units without grouping or symbol', () => {
    expect(centsToInput(123_456, 'CNY')).toBe('1234.56');
    expect(centsToInput(500, 'JPY')).toBe('500');
  });
});

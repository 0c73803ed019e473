import type { Locale } from './locales';
import { numberFormat } from './intl-formats';

/** Minor units of a currency (CNY 2, JPY 0), as Intl knows them; 2 for a code it does not know. */
export function currencyDigits(currency: string): number {
  try {
    return numberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Integer minor units as money in the reader's language, e.g. 1234 CNY → ¥12.34 / CN¥12.34. */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  const digits = currencyDigits(currency);
  const major = cents / 10 ** digits;
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    return `${major.toFixed(digits)} ${currency}`;
  }
}

/** Axis ticks: short ("CN¥1.25K"), exact for ticks of 2.5 of a power of ten (as formatCountTick). */
export function formatMoneyTick(cents: number, currency: string, locale: Locale): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 2,
  }).format(cents / 10 ** currencyDigits(currency));
}

/** Money in currency units for CSV cells: 12345 CNY cents → 123.45 (a number a spreadsheet sums). */
export function centsToUnits(cents: number, currency: string): number {
  return Math.round(cents) / 10 ** currencyDigits(currency);
}

/** The plain number an amount input starts with: 1234 CNY → "12.34" (no grouping, no symbol). */
export function centsToInput(cents: number, currency: string): string {
  const digits = currencyDigits(currency);
  return (cents / 10 ** digits).toFixed(digits);
}

/**
 * What an admin typed as an amount, in minor units; null when it is not a plain positive
 * number with at most the currency's decimals. Parsed on the digits, never through floats,
 * so 0.29 is 29 cents and not 28.999….
 */
export function inputToCents(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const match = /^(\d{1,9})(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

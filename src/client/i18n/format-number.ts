import type { Locale } from './locales';
import { numberFormat } from './intl-formats';

/** Figures as the reader's language writes them (money: money.ts). */
export function formatCount(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/**
 * Axis ticks, short ("12.5K", "1.25万"). Ticks step by 1, 2 or 2.5 of a power of ten, so two
 * decimals of the compact unit write each exactly: with one, the 12,500 line read "1.3万".
 */
export function formatCountTick(value: number, locale: Locale): string {
  if (!Number.isInteger(value)) return '';
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(value);
}

/** A share 0..1 as a percentage with at most one decimal ("20%", "20.4%"): a figure on its own. */
export function formatShare(share: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

/**
 * A share 0..1 with exactly one decimal ("20.0%"), for shares read together: a table's column or a
 * row of cards, where "20%" under "20.4%" reads as a figure of another precision. `signed` writes
 * a change rate ("+12.5%", "−3.0%", "0.0%").
 */
export function formatShareFixed(share: number, locale: Locale, signed = false): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    ...(signed ? { signDisplay: 'exceptZero' } : {}),
  }).format(share);
}

/** A signed difference: "+12", "−3", "0". */
export function formatDelta(delta: number, locale: Locale): string {
  return numberFormat(locale, { signDisplay: 'exceptZero' }).format(delta);
}

/** "2024-05-14" → "05-14" for axis ticks, where the year is in the range picker already. */
export function shortDay(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.slice(5) : date;
}

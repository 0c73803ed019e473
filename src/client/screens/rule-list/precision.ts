import type { MessageKey } from '../../i18n/message-key';

/** "75 % (3 of 4 decided were removed)", or "no decided hits yet". */
export function precisionText(
  precision: number | null,
  decided: { removed: number; approved: number },
  t: (key: MessageKey, vars?: Record<string, string | number>) => string,
): string {
  if (precision === null) return t('rules.precision.noDecidedHits');
  return t('rules.precision.value', {
    percent: Math.round(precision * 100),
    removed: decided.removed,
    decided: decided.removed + decided.approved,
  });
}

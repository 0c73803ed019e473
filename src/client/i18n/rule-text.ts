import type { ZodType } from 'zod';
import { isMessageKey, t } from './i18n';

/**
 * The contract's rule messages ("must be an https:// URL") in the reader's language. The
 * dictionaries key them by their English text (`rule.<text>`), so a rule added to the contract
 * later still shows, in English, until it is translated.
 */
export function ruleText(message: string): string {
  const key = `rule.${message}`;
  return isMessageKey(key) ? t(key) : message;
}

/** The first rule `value` breaks under the contract's field schema, translated; undefined if none. */
export function fieldRule(schema: ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message;
  return message ? ruleText(message) : undefined;
}

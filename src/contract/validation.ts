import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-policy';
import { REASON_MAX } from './moderation-reasons';

/** Shared field rules, so the client's inline messages and the server's 40000s agree. */
export const id = z.number().int().min(1).max(2_147_483_647);
export const ids = z.array(id).min(1).max(500);
export const shortText = z.string().max(200);
export const reason = z.string().trim().min(1).max(REASON_MAX);

/** A UTF-16 surrogate without its other half: no UTF-8 text, so no PostgreSQL text, can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a string cannot be stored or compared as PostgreSQL text, or null when it can: text refuses
 * NUL, and an unpaired surrogate has no UTF-8 form (JSON allows both, as `\u0000` and `\uD800`).
 */
export function unstorableText(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(value)) return 'must not contain unpaired UTF-16 surrogates';
  return null;
}

/** A string schema that refuses what unstorableText refuses; the server checks every body string so too. */
export const storableText = z.string().check((ctx) => {
  const problem = unstorableText(ctx.value);
  if (problem) ctx.issues.push({ code: 'invalid_format', format: 'storable_text', input: ctx.value, message: problem });
});

/** PostgreSQL's timestamps run from 4713 BC, but ISO-8601 without a sign stops at year 9999 and has no year 0. */
export const EARLIEST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
export const LATEST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * An ISO-8601 instant with its offset, within years 1 to 9999 once in UTC: `0000-…` and
 * `9999-12-31T23:30:00-01:00` (year 10000 in UTC) would otherwise reach the database and fail there.
 */
export const isoDateTime = z.iso.datetime({ offset: true }).refine(
  (v) => {
    const at = Date.parse(v);
    return at >= EARLIEST_INSTANT && at <= LATEST_INSTANT;
  },
  { message: 'must be between years 1 and 9999 (UTC)' },
);
export const isoDate = z.iso.date();

export const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const username = z.string().trim().min(1).max(64);

/** A TOTP code as an authenticator app shows it. */
export const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code of the authenticator app');
/** A second factor: a TOTP code or one of the recovery codes (any case, with or without hyphens). */
export const otp = z
  .string()
  .trim()
  .regex(/^(\d{6}|[A-Za-z2-7]{4}(?:[\s-]?[A-Za-z2-7]{4}){5})$/, 'must be a 6-digit code or a recovery code');

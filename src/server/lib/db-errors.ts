/**
 * The SQLSTATE of a database error, whichever driver raised it: drizzle wraps driver errors in
 * a DrizzleQueryError whose `cause` holds the original, so the chain is walked.
 */
export function sqlState(err: unknown): { code: string; constraint: string } | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : '' };
    }
    current = e.cause;
  }
  return null;
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
export const UNDEFINED_TABLE = '42P01';
export const INVALID_SCHEMA_NAME = '3F000';

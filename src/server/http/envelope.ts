import type { Context } from 'hono';
import { ErrorCode, HTTP_STATUS_OF } from '#contract/error-codes';
import type { Envelope } from '#contract/envelope';

export function envelope<T>(c: Context, code: ErrorCode, msg: string, data: T) {
  const body: Envelope<T> = { code, msg, data };
  return c.json(body, HTTP_STATUS_OF[code]);
}

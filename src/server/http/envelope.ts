import type { Context } from 'hono';
import { ErrorCode, HTTP_STATUS_OF } from '#contract/error-codes';
import type { Envelope } from '#contract/envelope';
import type { AppEnv } from './env';

export function envelope<T>(c: Context<AppEnv>, code: ErrorCode, msg: string, data: T) {
  const body: Envelope<T> = { code, msg, data };
  c.set('reply', { code, data });
  return c.json(body, HTTP_STATUS_OF[code]);
}

import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ErrorCode } from '#contract/error-codes';
import type { AppEnv } from './env';
import { ApiError, invalid } from '../domain/api-error';
import { envelope } from './envelope';

/** The one place a thrown error becomes a reply; unexpected ones are logged, never echoed. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) return envelope(c, err.code, err.message, err.data);
  if (err instanceof HTTPException && err.status === 413) {
    const { message, code, data } = invalid('body', 'larger than the 100 KB limit', 'too_big', 100 * 1024);
    return envelope(c, code, message, data);
  }
  if (err instanceof HTTPException && err.status < 500) {
    const { message, code, data } = invalid('request', err.message || 'refused');
    return envelope(c, code, message, data);
  }
  const log = c.get('log');
  log.error('unhandled error', { err, path: c.req.path });
  return envelope(c, ErrorCode.INTERNAL, 'Internal error', { requestId: c.get('requestId') });
};

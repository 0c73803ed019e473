import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ErrorCode } from '#contract/error-codes';
import type { AppEnv } from './env';
import { ApiError } from '../domain/api-error';
import { envelope } from './envelope';

/** The one place a thrown error becomes a reply; unexpected ones are logged, never echoed. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof ApiError) return envelope(c, err.code, err.message, err.data);
  if (err instanceof HTTPException && err.status === 413) {
    return envelope(c, ErrorCode.VALIDATION, 'body: larger than the 100 KB limit', null);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return envelope(c, ErrorCode.VALIDATION, `request: ${err.message || 'refused'}`, null);
  }
  const log = c.get('log');
  log.error('unhandled error', { err, path: c.req.path });
  return envelope(c, ErrorCode.INTERNAL, 'Internal error', { requestId: c.get('requestId') });
};

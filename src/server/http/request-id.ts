import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/** What a client's X-Request-Id must look like to be kept: short, and nothing a log could misread. */
const WELL_FORMED = /^[A-Za-z0-9._:=-]{1,64}$/;

/**
 * Every request gets an id the server made, sent back as X-Request-Id and written to the action
 * log: a client's id would let anyone choose, repeat or forge the key that ties log rows to a
 * request. A client's own well-formed id is kept beside it as `clientRequestId`, for correlation.
 */
export const assignRequestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = randomUUID();
  c.set('requestId', id);
  const theirs = c.req.header('x-request-id');
  c.set('clientRequestId', theirs !== undefined && WELL_FORMED.test(theirs) ? theirs : null);
  c.header('X-Request-Id', id);
  await next();
};

import type { Context } from 'hono';
import { routePath } from 'hono/route';
import { api } from '#contract/api';
import type { AppEnv } from '../http/env';
import type { Logger } from '../logger';
import type { AccessLogLevel } from '../config';
import type { RequestRecord } from './metrics';

/**
 * The endpoint as a route pattern: a contract endpoint by its path (also when the guard refused
 * the call before its handler ran), anything else by the pattern that answered (`/media/:file`,
 * `/*` for console pages and unknown URLs, `/admins/*` for an unknown API path). Never the raw
 * path, so log fields and metric labels stay a small, fixed set.
 */
export function endpointOf(c: Context<AppEnv>): string {
  const path = c.req.path;
  if (c.req.method === 'POST' && Object.hasOwn(api, path)) return path;
  return routePath(c) || '/*';
}

/**
 * One JSON line per request, written after the reply: who (request id, admin id, address), what
 * (method, endpoint), and how it ended (HTTP status, body code, duration). No path, query string,
 * header or body is logged: tokens, passwords and message text never reach it.
 */
export function accessLogLine(c: Context<AppEnv>, record: RequestRecord): Record<string, unknown> {
  return {
    adminId: c.get('session')?.adminId ?? null,
    ip: c.get('ip'),
    method: record.method,
    endpoint: record.endpoint,
    status: record.status,
    code: record.reply?.code ?? null,
    ms: Math.round(record.seconds * 10_000) / 10,
  };
}

export function writeAccessLog(log: Logger, level: AccessLogLevel, line: Record<string, unknown>): void {
  if (level !== 'off') log[level]('request', line);
}

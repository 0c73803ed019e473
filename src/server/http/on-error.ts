import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ErrorCode, ForbiddenReason } from '#contract/error-codes';
import type { AppEnv } from './env';
import { ApiError, invalid } from '../domain/api-error';
import { envelope } from './envelope';
import { recordAction } from '../services/core/action-log';

/** The one place a thrown error becomes a reply; unexpected ones are logged, never echoed. */
export const onError: ErrorHandler<AppEnv> = async (err, c) => {
  if (err instanceof ApiError) {
    await logGateRefusal(c, err);
    return envelope(c, err.code, err.message, err.data);
  }
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

/**
 * A session stopped at a gate (step-up, must-change-password, any later one) is in the action log
 * with the gate's name. Role denials are logged by the guard, with the role and area.
 */
async function logGateRefusal(c: Parameters<ErrorHandler<AppEnv>>[1], err: ApiError): Promise<void> {
  if (err.code !== ErrorCode.FORBIDDEN) return;
  const reason = (err.data as { reason?: unknown } | null)?.reason;
  if (typeof reason !== 'string' || reason === ForbiddenReason.ROLE) return;
  const session = c.get('session');
  try {
    await recordAction(c.get('deps').db, {
      adminId: session?.adminId ?? null,
      action: 'auth.gate_refused',
      targetType: 'endpoint',
      targetId: c.req.path,
      after: { reason },
      ip: c.get('ip'),
      requestId: c.get('requestId'),
    });
  } catch (logErr) {
    c.get('log').error('gate refusal not logged', { err: logErr, path: c.req.path });
  }
}

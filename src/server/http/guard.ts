import type { MiddlewareHandler } from 'hono';
import { api, type ApiPath } from '#contract/api';
import { roleMayEnter } from '#contract/access';
import { ForbiddenReason } from '#contract/error-codes';
import type { AppEnv } from './env';
import { forbidden, notFound, sessionExpired, unauthenticated } from '../domain/api-error';
import { bearerToken } from './endpoint';
import { resolveSession } from '../services/auth/sessions';
import { recordAction } from '../services/action-log/action-log';

/** What an admin who must change the password may still do. */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set<ApiPath>([
  '/admins/info/get',
  '/admins/menus/get',
  '/admins/logout',
  '/admins/password/change',
]);

function isApiPath(path: string): path is ApiPath {
  return Object.hasOwn(api, path);
}

/**
 * Denies by default: a path outside the contract is a 40400, a non-public endpoint needs a live
 * session, and the session's active role must be allowed into the endpoint's area.
 */
export const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('session', null);
  const path = c.req.path;
  if (c.req.method !== 'POST' || !isApiPath(path)) throw notFound('endpoint');
  const area = api[path].area;
  if (area === 'public') return next();

  const { db, config } = c.get('deps');
  const meta = { ip: c.get('ip'), requestId: c.get('requestId') };
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw unauthenticated();
  const resolved = await resolveSession(db, config, token);
  if (!resolved.ok) {
    await recordAction(db, {
      adminId: resolved.adminId,
      action: 'auth.token_rejected',
      targetType: 'endpoint',
      targetId: path,
      after: { why: resolved.why },
      ...meta,
    });
    throw resolved.why === 'unknown' ? unauthenticated() : sessionExpired();
  }
  const session = resolved.session;
  if (!roleMayEnter(session.role, area)) {
    await recordAction(db, {
      adminId: session.adminId,
      action: 'auth.denied',
      targetType: 'endpoint',
      targetId: path,
      after: { role: session.role, area },
      ...meta,
    });
    throw forbidden(ForbiddenReason.ROLE);
  }
  if (session.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(path)) {
    throw forbidden(ForbiddenReason.PASSWORD_CHANGE_REQUIRED, 'Change your password first');
  }
  c.set('session', session);
  return next();
};

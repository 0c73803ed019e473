import type { MiddlewareHandler } from 'hono';
import { api, type ApiPath } from '#contract/api';
import { roleMayEnter } from '#contract/access';
import { ForbiddenReason, SESSION_ONLY_REASON } from '#contract/error-codes';
import type { AppEnv } from './env';
import { forbidden, notFound, sessionExpired, unauthenticated } from '../domain/api-error';
import { bearerToken } from './endpoint';
import { resolveSession, type ResolvedSession } from '../services/auth/sessions';
import { resolveApiToken } from '../services/auth/api-token-auth';
import { API_TOKEN_PREFIX } from '#contract/api/api-tokens';
import { SESSION_ONLY_PATHS } from '#contract/api/api-token-limits';
import { READABLE_BY_GET } from '#contract/api/openapi';
import type { Db } from '../db/client';
import type { Config } from '../config';
import { recordAction } from '../services/core/action-log';
import { asHashOwner, UNTRUSTED } from '../lib/hash-queue';
import { recordAuthNoise } from '../services/action-log/auth-noise';

/** What an admin who must change the password may still do. */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set<ApiPath>([
  '/admins/info/get',
  '/admins/menus/get',
  '/admins/logout',
  '/admins/password/change',
  '/admins/security-notices/ack',
]);

/**
 * What an admin who must enrol a second factor may still do: user settings, where enrolment is,
 * and the step-up it needs.
 */
const ALLOWED_BEFORE_MFA_ENROLMENT = new Set<ApiPath>([
  ...ALLOWED_BEFORE_PASSWORD_CHANGE,
  '/admins/reauth',
  '/admins/mfa/status',
  '/admins/mfa/enroll',
  '/admins/mfa/confirm',
  '/admins/profile/update',
  '/admins/regions/get',
  '/admins/sessions/mine',
  '/admins/sessions/revoke-mine',
]);

function isApiPath(path: string): path is ApiPath {
  return Object.hasOwn(api, path);
}

/**
 * An API token by its prefix; a session token is random base64url and may start the same way
 * (one in 262 144), so an unknown prefixed token is still tried as a session.
 */
async function resolveCaller(db: Db, config: Config, token: string): Promise<ResolvedSession> {
  if (token.startsWith(API_TOKEN_PREFIX)) {
    const resolved = await resolveApiToken(db, config, token);
    if (resolved.ok || resolved.why !== 'unknown') return resolved;
  }
  return resolveSession(db, config, token);
}

/**
 * Denies by default: a path outside the contract, or a GET of one not in READABLE_BY_GET, is a
 * 40400, a non-public endpoint needs a live session or API token, and its active role must be
 * allowed into the endpoint's area.
 */
export const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('session', null);
  const path = c.req.path;
  const method = c.req.method;
  if (!isApiPath(path) || !(method === 'POST' || (method === 'GET' && READABLE_BY_GET.has(path)))) {
    throw notFound('endpoint');
  }
  const area = api[path].area;
  // Password hashing is shared out per caller (lib/hash-queue.ts): by address before login (the
  // login itself places its hashing by what the throttle knows of the username and source).
  if (area === 'public') return asHashOwner([UNTRUSTED, `ip:${c.get('ip')}`], next);

  const { db, config } = c.get('deps');
  const meta = { ip: c.get('ip'), requestId: c.get('requestId') };
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw unauthenticated();
  const resolved = await resolveCaller(db, config, token);
  if (!resolved.ok) {
    await recordAuthNoise(db, {
      detail: resolved.why,
      adminId: resolved.adminId,
      action: 'auth.token_rejected',
      targetType: 'endpoint',
      targetId: path,
      after: { why: resolved.why },
      ...meta,
    });
    throw resolved.why === 'unknown' ? unauthenticated() : sessionExpired(resolved.reason);
  }
  const session = resolved.session;
  const apiToken = session.apiTokenId === null ? {} : { apiTokenId: session.apiTokenId };
  const sessionOnly = session.apiTokenId !== null && SESSION_ONLY_PATHS.has(path);
  if (!roleMayEnter(session.role, area) || sessionOnly) {
    await recordAction(db, {
      adminId: session.adminId,
      action: 'auth.denied',
      targetType: 'endpoint',
      targetId: path,
      after: { role: session.role, area, ...apiToken },
      ...meta,
    });
    if (!sessionOnly) throw forbidden(ForbiddenReason.ROLE);
    // A token never steps up: asking it to re-enter a password is the step-up refusal itself.
    if (path === '/admins/reauth') throw forbidden(ForbiddenReason.REAUTH_REQUIRED, 'An API token cannot step up');
    throw forbidden(SESSION_ONLY_REASON, 'An API token may not call this endpoint');
  }
  if (session.apiTokenId !== null) {
    // Every call of a token is in the log; the rows its call writes share this row's request id.
    await recordAction(db, {
      adminId: session.adminId,
      action: 'api_token.call',
      targetType: 'api_token',
      targetId: session.apiTokenId,
      after: { path, role: session.role },
      ...meta,
    });
  }
  // Set before the gates below, so that a refusal is logged against this session.
  c.set('session', session);
  if (session.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(path)) {
    throw forbidden(ForbiddenReason.PASSWORD_CHANGE_REQUIRED, 'Change your password first');
  }
  if (session.mfaEnrollmentRequired && !ALLOWED_BEFORE_MFA_ENROLMENT.has(path)) {
    throw forbidden(ForbiddenReason.MFA_ENROLLMENT_REQUIRED, 'Set up a second factor first');
  }
  return asHashOwner(`admin:${session.adminId}`, next);
};

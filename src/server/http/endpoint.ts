import type { Hono } from 'hono';
import { api, type ApiParsedBody, type ApiPath, type ApiReply } from '#contract/api';
import { ErrorCode } from '#contract/error-codes';
import type { AppEnv, Deps } from './env';
import type { Actor, AuthSession, Caller } from '../domain/actor';
import { envelope } from './envelope';
import { readBody } from './read-body';
import { ApiError, unauthenticated } from '../domain/api-error';
import { recordAuthNoise } from '../services/action-log/auth-noise';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../lib/device-cookie';
import type { Logger } from '../logger';

/** Everything a handler knows about the call besides its body. */
export interface CallContext {
  deps: Deps;
  log: Logger;
  /** Where the call comes from, logged in or not. */
  caller: Caller;
  /** Who calls: the guard has already checked that the session may enter this endpoint's area. */
  actor(): Actor;
  /** The bearer token as sent, for logout. */
  token: string | null;
  /** Sets the known-device cookie on the reply (a successful login). */
  setDeviceCookie(value: string): void;
}

export type Handler<P extends ApiPath> = (body: ApiParsedBody<P>, ctx: CallContext) => Promise<ApiReply<P>>;

/** Registers one endpoint of the contract: validate with its schema, run, wrap in the envelope. */
export function post<P extends ApiPath>(router: Hono<AppEnv>, path: P, handler: Handler<P>): void {
  const schema = api[path].body;
  router.post(path, async (c) => {
    const body = (await readBody(c, schema).catch(async (err: unknown) => {
      await logRefusedInput(c, path, err);
      throw err;
    })) as ApiParsedBody<P>;
    const caller: Caller = {
      ip: c.get('ip'),
      requestId: c.get('requestId'),
      userAgent: c.req.header('user-agent')?.slice(0, 300) ?? '',
      deviceCookie: getCookie(c, DEVICE_COOKIE)?.slice(0, 300),
    };
    const session = c.get('session');
    const actor = session ? actorOf(caller, session) : null;
    const ctx: CallContext = {
      deps: c.get('deps'),
      log: c.get('log'),
      caller,
      token: bearerToken(c.req.header('authorization')),
      setDeviceCookie: (value) => setDeviceCookie(c, value),
      actor: () => {
        if (!actor) throw unauthenticated();
        return actor;
      },
    };
    const data = await handler(body, ctx);
    return envelope(c, ErrorCode.OK, 'ok', data ?? null);
  });
}

/**
 * HttpOnly (scripts never need it), SameSite=Strict (no other site's page sends it), for /admins
 * only; Secure when the request came over HTTPS, directly or through the trusted proxies.
 */
function setDeviceCookie(c: Context<AppEnv>, value: string) {
  const proto =
    c.get('deps').config.TRUST_PROXY > 0 ? c.req.header('x-forwarded-proto')?.split(',').pop()?.trim() : undefined;
  setCookie(c, DEVICE_COOKIE, value, {
    path: '/admins',
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:' || proto === 'https',
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}

const actorOf = (caller: Caller, session: AuthSession): Actor => ({ ...caller, adminId: session.adminId, session });

/** The token of `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 9110 §11.1). */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * A body the contract refuses is an attempt the action log keeps (ASVS 16.3.3), with the field and
 * the rule, never the value. Anyone can send such bodies over and over, so they are counted like
 * unauthenticated noise: one row per source, endpoint and field a minute, the rest a count.
 */
async function logRefusedInput(c: Context<AppEnv>, path: ApiPath, err: unknown): Promise<void> {
  if (!(err instanceof ApiError) || err.code !== ErrorCode.VALIDATION) return;
  const { field, rule } = err.data as { field: string; rule: string };
  try {
    await recordAuthNoise(c.get('deps').db, {
      action: 'request.refused',
      detail: `${path} ${field}`,
      adminId: c.get('session')?.adminId ?? null,
      targetType: 'endpoint',
      targetId: path,
      after: { field, rule },
      ip: c.get('ip'),
      requestId: c.get('requestId'),
    });
  } catch (logErr) {
    c.get('log').error('refused input not logged', { err: logErr, path });
  }
}

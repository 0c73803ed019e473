import type { Hono } from 'hono';
import { api, type ApiParsedBody, type ApiPath, type ApiReply } from '#contract/api';
import { ErrorCode } from '#contract/error-codes';
import type { AppEnv, Deps } from './env';
import type { Actor, AuthSession, Caller } from '../domain/actor';
import { envelope } from './envelope';
import { readBody } from './read-body';
import { unauthenticated } from '../domain/api-error';
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
}

export type Handler<P extends ApiPath> = (body: ApiParsedBody<P>, ctx: CallContext) => Promise<ApiReply<P>>;

/** Registers one endpoint of the contract: validate with its schema, run, wrap in the envelope. */
export function post<P extends ApiPath>(router: Hono<AppEnv>, path: P, handler: Handler<P>): void {
  const schema = api[path].body;
  router.post(path, async (c) => {
    const body = (await readBody(c, schema)) as ApiParsedBody<P>;
    const caller: Caller = {
      ip: c.get('ip'),
      requestId: c.get('requestId'),
      userAgent: c.req.header('user-agent')?.slice(0, 300) ?? '',
    };
    const session = c.get('session');
    const actor = session ? actorOf(caller, session) : null;
    const ctx: CallContext = {
      deps: c.get('deps'),
      log: c.get('log'),
      caller,
      token: bearerToken(c.req.header('authorization')),
      actor: () => {
        if (!actor) throw unauthenticated();
        return actor;
      },
    };
    const data = await handler(body, ctx);
    return envelope(c, ErrorCode.OK, 'ok', data ?? null);
  });
}

const actorOf = (caller: Caller, session: AuthSession): Actor => ({ ...caller, adminId: session.adminId, session });

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/.exec(header ?? '');
  return match?.[1] ?? null;
}

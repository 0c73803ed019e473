import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/env';
import {
  SAMPLE_MESSAGE_IDS,
  SAMPLE_USERS,
  fail,
  ok,
  sampleContentData,
  sampleMenu,
  sampleMessages,
  samplePopular,
  sampleUserInfo,
} from '../services/workplace/sample-data';

/** Arco Pro's mock answers after 600–1000 ms; the demo keeps that feel (and its loading states). */
export const SAMPLE_DELAY_MS = { min: 600, max: 1000 } as const;
const MAX_BODY = 16 * 1024;

const delay = () =>
  new Promise<void>((resolve) =>
    setTimeout(resolve, SAMPLE_DELAY_MS.min + Math.random() * (SAMPLE_DELAY_MS.max - SAMPLE_DELAY_MS.min)),
  );

/**
 * The seed spec's sample routes, registered only with SAMPLE_API=1. They never touch the
 * database; sessions and read marks live in this app instance's memory. The role guard covers
 * `/admins/*` only, so these check their own token.
 */
export function sampleApiRoutes(timeZone: string) {
  const r = new Hono<AppEnv>();
  const sessions = new Map<string, string>();
  const read = new Set<number>();

  const userOf = (c: Context<AppEnv>) => {
    const token = /^Bearer\s+(\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    return token === undefined ? undefined : sessions.get(token);
  };
  const body = async (c: Context<AppEnv>): Promise<Record<string, unknown>> => {
    if (Number(c.req.header('content-length') ?? 0) > MAX_BODY) return {};
    const text = await c.req.text();
    if (text.length > MAX_BODY) return {};
    try {
      const parsed: unknown = JSON.parse(text || '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  };

  r.use('/api/*', async (_c, next) => {
    await delay();
    await next();
  });

  r.post('/api/user/login', async (c) => {
    const { username, password } = await body(c);
    if (typeof username !== 'string' || username === '') return c.json(fail(50000, 'username: is required'));
    if (typeof password !== 'string' || password === '') return c.json(fail(50000, 'password: is required'));
    if (!Object.hasOwn(SAMPLE_USERS, username) || password !== username)
      return c.json(fail(50000, 'Wrong username or password'));
    const token = randomBytes(16).toString('hex');
    sessions.set(token, username);
    return c.json(ok({ token }));
  });

  r.post('/api/user/logout', (c) => {
    const token = /^Bearer\s+(\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (token !== undefined) sessions.delete(token);
    return c.json(ok(null));
  });

  r.get('/api/user/info', (c) => {
    const user = userOf(c);
    return c.json(user === undefined ? fail(50008, 'Not logged in') : ok(sampleUserInfo(user)));
  });

  r.get('/api/user/menu', (c) => c.json(userOf(c) === undefined ? fail(50008, 'Not logged in') : ok(sampleMenu())));

  r.get('/api/message/list', (c) =>
    c.json(userOf(c) === undefined ? fail(50008, 'Not logged in') : ok(sampleMessages(read, new Date()))),
  );

  r.post('/api/message/read', async (c) => {
    if (userOf(c) === undefined) return c.json(fail(50008, 'Not logged in'));
    const { ids } = await body(c);
    if (!Array.isArray(ids)) return c.json(fail(50000, 'ids: must be an array of message ids'));
    for (const id of ids) if (typeof id === 'number' && SAMPLE_MESSAGE_IDS.has(id)) read.add(id);
    return c.json(ok(true));
  });

  r.get('/api/content-data', (c) => {
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    return c.json(ok(sampleContentData(today)));
  });

  r.get('/api/popular/list', (c) => c.json(ok(samplePopular(c.req.query('type') ?? 'text'))));

  return r;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { todayIn, addDays } from './stats-fixtures';

interface SampleBody {
  code: number;
  status: string;
  msg: string;
  data: unknown;
}

async function fetchSample(s: TestServer, path: string, init: RequestInit = {}) {
  const started = performance.now();
  const res = await fetch(s.url + path, init);
  const ms = performance.now() - started;
  return { status: res.status, body: (await res.json()) as SampleBody, ms };
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});
const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

describe('sample routes with SAMPLE_API=1', () => {
  let s: TestServer;
  let token = '';
  beforeAll(async () => {
    s = await startServer({ SAMPLE_API: '1' });
    const login = await fetchSample(s, '/api/user/login', json({ username: 'admin', password: 'admin' }));
    token = (login.body.data as { token: string }).token;
  });
  afterAll(() => s.close());

  it('logs in with the sample credentials and refuses others with 50000', async () => {
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const wrong = await fetchSample(s, '/api/user/login', json({ username: 'admin', password: 'nope' }));
    expect(wrong.body).toMatchObject({ code: 50000, status: 'fail', data: null });
    const empty = await fetchSample(s, '/api/user/login', json({ username: 'admin' }));
    expect(empty.body).toMatchObject({ code: 50000, msg: 'password: is required' });
    // A demo admin of the real API is not a sample login.
    const real = await fetchSample(s, '/api/user/login', json({ username: 'root', password: 'backoffice-demo' }));
    expect(real.body.code).toBe(50000);
  });

  it('answers user info and menu only with a sample token, else 50008', async () => {
    const info = await fetchSample(s, '/api/user/info', bearer(token));
    expect(info.body).toMatchObject({
      code: 20000,
      status: 'ok',
      data: { name: 'Sample Admin', role: 'admin', certification: 1 },
    });
    const anonymous = await fetchSample(s, '/api/user/info');
    expect([anonymous.status, anonymous.body.code, anonymous.body.status]).toEqual([200, 50008, 'fail']);
    const forged = await fetchSample(s, '/api/user/menu', bearer('f'.repeat(32)));
    expect(forged.body.code).toBe(50008);
    const menu = await fetchSample(s, '/api/user/menu', bearer(token));
    const paths = (menu.body.data as { path: string; meta: { requiresAuth: boolean } }[]).map((m) => m.path);
    expect(paths).toContain('/dashboard');
    expect((menu.body.data as { meta: { requiresAuth: boolean } }[]).every((m) => m.meta.requiresAuth)).toBe(true);
  });

  it('lists sample messages and remembers which were read', async () => {
    const before = await fetchSample(s, '/api/message/list', bearer(token));
    const list = before.body.data as { id: number; type: string; status: number }[];
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((m) => m.status === 0)).toBe(true);
    const marked = await fetchSample(s, '/api/message/read', json({ ids: [1, 2, 999] }, token));
    expect(marked.body).toMatchObject({ code: 20000, data: true });
    const after = await fetchSample(s, '/api/message/list', bearer(token));
    const status = (after.body.data as { id: number; status: number }[]).map((m) => [m.id, m.status]);
    expect(status.filter(([, st]) => st === 1).map(([id]) => id)).toEqual([1, 2]);
    const bad = await fetchSample(s, '/api/message/read', json({ ids: 'all' }, token));
    expect(bad.body.code).toBe(50000);
  });

  it('gives 8 content-data points ending today and 5 entries per popular tab', async () => {
    const content = await fetchSample(s, '/api/content-data');
    const points = content.body.data as { x: string; y: number }[];
    expect(points).toHaveLength(8);
    const today = todayIn('Asia/Shanghai');
    expect(points.map((p) => p.x)).toEqual(Array.from({ length: 8 }, (_, i) => addDays(today, i - 7)));
    for (const type of ['text', 'image', 'video']) {
      const r = await fetchSample(s, `/api/popular/list?type=${type}`);
      const entries = r.body.data as { key: number; clickNumber: string; title: string; increases: number }[];
      expect(entries).toHaveLength(5);
      expect(entries.map((e) => e.key)).toEqual([1, 2, 3, 4, 5]);
      for (const e of entries) expect(e.clickNumber).toMatch(/^\d+(\.\d)?w\+$/);
    }
    const tabs = await Promise.all(['text', 'image'].map((t) => fetchSample(s, `/api/popular/list?type=${t}`)));
    expect(tabs[0]!.body.data).not.toEqual(tabs[1]!.body.data);
  });

  it('answers after 600 to 1000 ms', async () => {
    const times = await Promise.all(Array.from({ length: 6 }, () => fetchSample(s, '/api/popular/list?type=video')));
    for (const t of times) {
      expect(t.ms).toBeGreaterThanOrEqual(600);
      // The upper bound allows for the request's own time on a loaded machine.
      expect(t.ms).toBeLessThan(1400);
    }
  });

  it('logs out: the token no longer opens user info', async () => {
    const out = await fetchSample(s, '/api/user/logout', json({}, token));
    expect(out.body).toMatchObject({ code: 20000, data: null });
    const info = await fetchSample(s, '/api/user/info', bearer(token));
    expect(info.body.code).toBe(50008);
  });
});

describe('sample routes without SAMPLE_API', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s.close());

  it('does not register them: each path is an unknown endpoint', async () => {
    const paths: [string, RequestInit][] = [
      ['/api/user/info', {}],
      ['/api/user/menu', {}],
      ['/api/message/list', {}],
      ['/api/content-data', {}],
      ['/api/popular/list?type=text', {}],
      ['/api/user/login', json({ username: 'admin', password: 'admin' })],
      ['/api/user/logout', json({})],
      ['/api/message/read', json({ ids: [1] })],
    ];
    for (const [path, init] of paths) {
      const r = await fetchSample(s, path, init);
      expect([r.status, r.body.code], path).toEqual([404, 40400]);
      expect(r.ms).toBeLessThan(600);
    }
  });
});

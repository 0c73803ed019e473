import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { DEMO_PASSWORD } from '#server/db/seed/demo-admins';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

/** A login as a browser sends it: from `ip`, with the cookie it holds. */
async function login(username: string, password: string, ip: string, cookie?: string) {
  const res = await fetch(`${s.url}/admins/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { code: number; data: unknown };
  return { status: res.status, code: body.code, data: body.data, setCookie: res.headers.get('set-cookie') };
}

const deviceOf = (setCookie: string | null) => /bo_device=[^;]+/.exec(setCookie ?? '')?.[0];

describe('the known-device cookie', () => {
  it('is set at a successful login, HttpOnly, SameSite=Strict, for /admins only, and never at a failure', async () => {
    const ok = await login('promote', DEMO_PASSWORD, '10.61.0.1');
    expect(ok.code).toBe(200);
    expect(ok.setCookie).toMatch(
      /^bo_device=[\w-]+\.[\w-]{22}\.[\w-]{43}; Max-Age=7776000; Path=\/admins; HttpOnly; SameSite=Strict$/,
    );
    const wrong = await login('promote', 'not-the-password-4417', '10.61.0.1');
    expect(wrong.code).toBe(42200);
    expect(wrong.setCookie).toBeNull();
  });

  it("lets its owner past the address's limit that colleagues behind it ran into", async () => {
    const office = '10.62.0.1';
    const first = await login('root', DEMO_PASSWORD, office);
    expect(first.code).toBe(200);
    const device = deviceOf(first.setCookie)!;
    // Colleagues behind the same address mistype their way to its limit: 25 failures in 5 minutes.
    for (let i = 0; i < 25; i++) expect((await login(`colleague-${i % 6}`, `typo-${i}-xx`, office)).code).toBe(42200);
    const blocked = await login('agent', DEMO_PASSWORD, office);
    expect(blocked.code).toBe(42900);

    const withDevice = await login('root', DEMO_PASSWORD, office, device);
    expect(withDevice.code).toBe(200);
    // Each login hands out a new cookie; the old one still names a device that logged in.
    expect(deviceOf(withDevice.setCookie)).not.toBe(device);
    expect((await login('root', DEMO_PASSWORD, office, deviceOf(withDevice.setCookie))).code).toBe(200);
  });

  it('is worth nothing forged, or for another username', async () => {
    const office = '10.63.0.1';
    const mine = deviceOf((await login('agent', DEMO_PASSWORD, '10.63.9.9')).setCookie)!;
    for (let i = 0; i < 25; i++) await login(`someone-${i % 5}`, `typo-${i}-xx`, office);
    const [name, value] = mine.split('=');
    const [who, nonce, signature] = value!.split('.');
    const forged = `${name}=${who}.${nonce}.${signature!.slice(0, -2)}AA`;
    expect((await login('agent', DEMO_PASSWORD, office, forged)).code).toBe(42900);
    const root = Buffer.from('root').toString('base64url');
    expect((await login('root', DEMO_PASSWORD, office, `${name}=${root}.${nonce}.${signature}`)).code).toBe(42900);
    expect((await login('root', DEMO_PASSWORD, office, mine)).code).toBe(42900);
    expect((await login('agent', DEMO_PASSWORD, office, mine)).code).toBe(200);
  });

  it("costs a device its own doubling waits for wrong passwords, as a source's would", async () => {
    const device = deviceOf((await login('promote', DEMO_PASSWORD, '10.64.0.1')).setCookie)!;
    const codes = [];
    for (let i = 0; i < 7; i++)
      codes.push((await login('promote', `wrong-guess-${i}-xx`, `10.64.1.${i}`, device)).code);
    // Five free failures, whichever addresses they came from, then the device waits.
    expect(codes).toEqual([42200, 42200, 42200, 42200, 42200, 42900, 42900]);
  });
});

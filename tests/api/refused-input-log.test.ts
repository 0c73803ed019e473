import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client';
import { actionLogRows, startServer, type TestServer } from './harness';
import { databaseChecksum } from '../stress/checksum';
import { nextIp } from './fixtures/commerce';

let s: TestServer;
let root: string;
beforeAll(async () => {
  s = await startServer();
  root = await s.login('root');
});
afterAll(() => s.close());

const counted = (detail: string) =>
  queryRows<{ count: number }>(
    s.db,
    sql`SELECT count FROM auth_noise WHERE action = 'request.refused' AND detail = ${detail}`,
  );

describe('bodies the contract refuses are in the action log', () => {
  it('a NUL byte in a write: 40000 naming the field, nothing changed, the refusal logged without the value', async () => {
    const before = await databaseChecksum(s.db);
    const ip = nextIp();
    const body = {
      code: 'nul',
      name: 'squawk\u0000name',
      downloadUrl: 'https://cdn.example.com/a.apk',
      version: '1.0.0',
    };
    const r = await s.call('/admins/apk-channel', body, { token: root, ip });
    expect([r.status, r.body.code, r.body.data]).toEqual([400, 40000, expect.objectContaining({ field: 'name' })]);
    expect(await databaseChecksum(s.db)).toBe(before);

    const [row] = (await actionLogRows(s.db, 'request.refused')).filter((x) => x.target_id === '/admins/apk-channel');
    expect(row).toMatchObject({
      target_type: 'endpoint',
      after: { field: 'name', rule: (r.body.data as unknown as { rule: string }).rule },
    });
    expect(row?.admin_id).not.toBeNull();
    // Not a hex word: a request id (a UUID) can never hold it by chance.
    expect(JSON.stringify(row)).not.toContain('squawk');
  });

  it('counts a flood of refused bodies in one row a minute', async () => {
    const ip = nextIp();
    const send = () =>
      s.call(
        '/admins/apk-channel',
        { code: 'floodx', name: 'Flood', downloadUrl: 'not a url', version: '1.0.0' },
        { token: root, ip },
      );
    const replies = await Promise.all(Array.from({ length: 30 }, send));
    expect(replies.every((r) => r.body.code === 40000)).toBe(true);
    const rows = (await actionLogRows(s.db, 'request.refused')).filter(
      (x) => (x.after as { field: string }).field === 'downloadUrl',
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    const total = (await counted('/admins/apk-channel downloadUrl')).reduce((n, r) => n + r.count, 0);
    expect(total).toBe(30);
  });

  it('before login too: a bad login body is logged with no admin', async () => {
    const r = await s.call('/admins/login', { username: 'ro\u0000ot', password: 'whatever-it-is' }, { ip: nextIp() });
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    const [row] = (await actionLogRows(s.db, 'request.refused')).filter((x) => x.target_id === '/admins/login');
    expect(row).toMatchObject({ admin_id: null, after: { field: 'username' } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc } from 'drizzle-orm';
import { openPglite } from '#server/db/client';
import { admins, actionLog } from '#server/db/schema/staff';
import { packBackup, unpackBackup } from '#server/db/backup/backup-file';
import { post, startServerProcess, type ServerProcess } from '../stress/server-process';

const root = fileURLToPath(new URL('../..', import.meta.url));
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.kill()));
});

const admin = (args: string[], env: Record<string, string>, input?: string) =>
  spawnSync(process.execPath, ['dist/server/admin.js', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    input,
    encoding: 'utf8',
    timeout: 120_000,
  });

/** Everything a restore must bring back, read straight from the data directory. */
async function snapshot(dir: string) {
  const database = await openPglite(dir);
  try {
    const people = await database.db
      .select({ username: admins.username, roles: admins.roles, disabled: admins.disabled })
      .from(admins)
      .orderBy(asc(admins.id));
    const log = await database.db.select().from(actionLog).orderBy(asc(actionLog.id));
    return { people, log };
  } finally {
    await database.close();
  }
}

const MEI = 'first-long-passphrase';
const KAI = 'second-long-passphrase';

describe('npm run admin -- backup / restore (PGlite)', () => {
  const work = mkdtempSync(join(tmpdir(), 'bo-backup-'));
  const dir = join(work, 'data');
  const env = { DATA_DIR: dir };
  const file = join(work, 'before.backup.tgz');

  // Two CLI runs of up to 120 s each (admin()'s bound): on a machine busy with a second test run
  // (load 14) they took 108 s together, past the project's 60 s for a hook.
  beforeAll(() => {
    expect(admin(['create', 'mei', '--roles', 'PROMOTE'], env, `${MEI}\n`).stderr).toBe('');
    const backup = admin(['backup', file], env);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(
      /^backed up .* to .*before\.backup\.tgz \([\d.]+ MB, PostgreSQL \d+\.\d+, \d+ migrations\)/,
    );
  }, 240_000);

  it('backs up, changes data, restores, and finds the data as it was, action log included', async () => {
    // Changes after the backup: a new admin, a disabled one, and a login through the real server.
    expect(admin(['create', 'kai', '--roles', 'ADMIN_ROOT'], env, `${KAI}\n`).stderr).toBe('');
    const server = await startServerProcess(env);
    running.push(server);
    expect((await post(server.url, '/admins/login', { username: 'kai', password: KAI })).body.code).toBe(200);

    // While the server holds the directory, both commands refuse and name it; nothing is written.
    const pid = String(server.child.pid);
    const busyBackup = admin(['backup', join(work, 'busy.tgz')], env);
    expect(busyBackup.status).toBe(1);
    expect(busyBackup.stderr).toContain(`the server (pid ${pid}) is using ${dir}`);
    expect(busyBackup.stderr).toMatch(/Stop it .* run backup again/);
    expect(existsSync(join(work, 'busy.tgz'))).toBe(false);
    const busyRestore = admin(['restore', file], env);
    expect(busyRestore.status).toBe(1);
    expect(busyRestore.stderr).toContain(`the server (pid ${pid}) is using ${dir}`);
    expect(await server.kill('SIGTERM')).toBe(0);

    expect(admin(['disable', 'mei'], env).status).toBe(0);
    const changed = await snapshot(dir);
    expect(changed.people.map((p) => [p.username, p.disabled])).toEqual([
      ['mei', true],
      ['kai', false],
    ]);
    const backupRow = changed.log.findIndex((r) => r.action === 'database.backup');
    expect(changed.log.map((r) => r.action)).toEqual([
      'admin.create',
      'database.backup',
      'admin.create',
      'auth.login',
      'admin.disable',
    ]);
    expect(changed.log[backupRow]?.after).toMatchObject({ file, migrations: expect.any(Number) });

    const restore = admin(['restore', file], env);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(
      /^restored .* from .*before\.backup\.tgz, taken \d{4}-\d\d-\d\dT.*Z; the data it replaced is kept in (\S+)/,
    );
    const aside = /kept in (\S+) /.exec(restore.stdout)?.[1] ?? '';
    expect(existsSync(join(aside, 'PG_VERSION'))).toBe(true);
    expect(readdirSync(dir).filter((n) => n.startsWith('pglite.restoring'))).toEqual([]);

    const restored = await snapshot(dir);
    expect(restored.people).toEqual([{ username: 'mei', roles: ['PROMOTE'], disabled: false }]);
    // Every row up to the backup, unchanged (ids and times included), then the restore itself.
    expect(restored.log.slice(0, backupRow)).toEqual(changed.log.slice(0, backupRow));
    expect(restored.log.slice(backupRow).map((r) => r.action)).toEqual(['database.restore']);
    expect(restored.log[backupRow]?.after).toMatchObject({ file });
    // The hash chain came back with the rows it seals, and the restore's own row extends it.
    const verified = admin(['verify-log'], env);
    expect(verified.stdout).toMatch(new RegExp(`${backupRow + 1} rows, chain intact`));
    expect(verified.status).toBe(0);

    // The restored directory serves: mei logs in again, kai never existed.
    const again = await startServerProcess(env);
    running.push(again);
    expect((await post(again.url, '/admins/login', { username: 'mei', password: MEI })).body.code).toBe(200);
    expect((await post(again.url, '/admins/login', { username: 'kai', password: KAI })).body.code).toBe(42200);
    await again.kill();
  });

  it('checks a file before restoring it and leaves the data directory alone when it refuses', async () => {
    const before = readdirSync(dir).sort();
    const refuse = (name: string, content: Buffer) => {
      const path = join(work, name);
      writeFileSync(path, content);
      const r = admin(['restore', path], env);
      expect(r.status).toBe(1);
      return r.stderr;
    };
    const whole = readFileSync(file);
    expect(refuse('text.tgz', Buffer.from('hello'))).toMatch(/not a backup: the file is not gzip data/);
    expect(refuse('cut.tgz', whole.subarray(0, whole.length >> 1))).toMatch(/not gzip data \(or it is cut short\)/);

    const { manifest, dataTar } = unpackBackup(whole);
    const newer = { ...manifest, migrations: [...manifest.migrations, { hash: 'f'.repeat(64), createdAt: 4e12 }] };
    expect(refuse('newer.tgz', packBackup(newer, dataTar))).toMatch(
      /newer schema \(migration \d+ of \d+; this build has \d+\)/,
    );
    const forked = { ...manifest, migrations: manifest.migrations.map((m, i) => (i === 0 ? { ...m, hash: '0' } : m)) };
    expect(refuse('forked.tgz', packBackup(forked, dataTar))).toMatch(/migration 1 is not this build's migration 1/);
    const oldPglite = { ...manifest, pglite: '0.2.17', postgres: '16.4' };
    expect(refuse('old.tgz', packBackup(oldPglite, dataTar))).toMatch(
      /manifest says PostgreSQL 16.4, its data PG_VERSION 18/,
    );
    const otherLine = { ...manifest, pglite: '0.9.0' };
    expect(refuse('line.tgz', packBackup(otherLine, dataTar))).toMatch(/taken with PGlite 0\.9\.0 .* not compatible/);
    expect(refuse('missing.tgz', Buffer.alloc(0))).toMatch(/not a backup/);

    expect(readdirSync(dir).sort()).toEqual(before);
  });

  it('sends PostgreSQL users to pg_dump and refuses to overwrite a file', () => {
    const onPg = admin(['backup', join(work, 'pg.tgz')], { ...env, DATABASE_URL: 'postgres://127.0.0.1:5432/test' });
    expect(onPg.status).toBe(1);
    expect(onPg.stderr).toMatch(/use PostgreSQL's own tools \(pg_dump/);
    const again = admin(['backup', file], env);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already exists; choose a new file name/);
  });
});

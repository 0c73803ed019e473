import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPglite, queryRows } from '#server/db/client';
import { migrate } from '#server/db/migrate';

const root = fileURLToPath(new URL('../..', import.meta.url));
const admin = (args: string[], env: Record<string, string>, input?: string) =>
  spawnSync(process.execPath, ['dist/server/admin.js', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    input,
    encoding: 'utf8',
    timeout: 120_000,
  });

describe('npm run admin -- verify-log', () => {
  it('reports an intact chain with its head, then names the row a database owner edited', async () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'bo-verify-')) };
    expect(admin(['create', 'mei', '--roles', 'PROMOTE'], env, 'a-long-enough-passphrase\n').status).toBe(0);
    expect(admin(['disable', 'mei'], env).status).toBe(0);

    const intact = admin(['verify-log'], env);
    expect(intact.status).toBe(0);
    const head = /head (\d+:[0-9a-f]{64})/.exec(intact.stdout)?.[1];
    expect(intact.stdout).toMatch(/2 rows, chain intact/);
    expect(admin(['verify-log', '--expect-head', head!], env).status).toBe(0);
    expect(admin(['verify-log', '--expect-head', `1:${'0'.repeat(64)}`], env).status).toBe(1);

    const database = await openPglite(env.DATA_DIR);
    let edited: number;
    try {
      await migrate(database);
      const [row] = await queryRows<{ id: number }>(
        database.db,
        sql`SELECT log_id::int AS id FROM action_log_seals WHERE seq = 2`,
      );
      edited = row!.id;
      await database.db.execute(sql.raw('ALTER TABLE action_log DISABLE TRIGGER action_log_append_only'));
      await database.db.execute(sql`UPDATE action_log SET after = '{"roles":["ADMIN_ROOT"]}' WHERE id = ${edited}`);
      await database.db.execute(sql.raw('ALTER TABLE action_log ENABLE TRIGGER action_log_append_only'));
    } finally {
      await database.close();
    }

    const broken = admin(['verify-log'], env);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain(`FAULT after 1 good rows: row ${edited} (position 2) does not match its seal`);
    // A head recorded before the edit no longer verifies either.
    expect(admin(['verify-log', '--expect-head', head!], env).status).toBe(1);
  });
});

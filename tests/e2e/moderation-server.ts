import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { runBuiltServer, seededDataDir, type RunningServer } from './run-server';

/**
 * The built server on a copy of the demo data plus `moments` PENDING moments by a few
 * accounts. The API has no endpoint that creates user content (users do, in the app), so the
 * rows go in with SQL before the server starts; the test then acts and checks only through the API. `moreSql` runs after, as the social
 * app would write more (rules act on it as it goes in).
 */
export async function startServerWithPendingMoments(moments: number, moreSql = ''): Promise<RunningServer> {
  const dataDir = seededDataDir('bo-e2e-mod-');
  const db = await PGlite.create(join(dataDir, 'pglite'));
  await db.exec(`
    INSERT INTO accounts (nickname, avatar_url, phone, source, audit_status)
      SELECT 'author' || g, '/media/avatar/' || g || '.svg', '1380000' || lpad(g::text, 4, '0'), 'huawei', 'APPROVED'
      FROM generate_series(1, 8) g;
    INSERT INTO moments (account_id, text, media, created_at)
      SELECT (SELECT min(id) FROM accounts) + g % 8, 'pending moment ' || g,
             CASE WHEN g % 4 = 0 THEN '[{"kind":"image","url":"/media/photo/3.svg"}]'::jsonb ELSE '[]'::jsonb END,
             now() - make_interval(mins => ${moments} - g)
      FROM generate_series(1, ${moments}) g;
    ${moreSql}
  `);
  await db.close();
  const server = await runBuiltServer(dataDir);
  return {
    url: server.url,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { openDatabase } from './db/open';
import { DatabaseStartError } from './db/start-error';
import { createApp } from './app';
import { isEmpty, seedDemo } from './db/seed/seed-demo';
import { DEMO_ADMINS, DEMO_PASSWORD } from './db/seed/demo-admins';

async function start() {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  const seedAsked = process.argv.includes('--seed-demo');
  const database = await openDatabase(config);
  const { db } = database;

  // Demo mode: an empty PGlite is seeded on first start; PostgreSQL only when asked.
  const wantsSeed = seedAsked || database.kind === 'pglite';
  if (wantsSeed && (await isEmpty(db))) {
    process.stdout.write('Seeding the demo data set (first start only)…\n');
    await seedDemo(db, { scale: 'demo', progress: process.stdout.isTTY });
  }

  const bundled = fileURLToPath(new URL('../client', import.meta.url));
  const staticDir = config.STATIC_DIR ?? (existsSync(bundled) ? bundled : undefined);
  const app = createApp({ db, config, log }, { staticDir });
  const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    const url = `http://${config.HOST}:${info.port}`;
    log.info('listening', { url, database: database.kind });
    process.stdout.write(
      `\nBackoffice is running at ${url}\n` +
        `Database: ${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}\n` +
        (database.kind === 'pglite' || seedAsked
          ? `Demo logins (password "${DEMO_PASSWORD}"): ${DEMO_ADMINS.map((a) => `${a.username} (${a.roles.join(', ')})`).join(' · ')}\n\n`
          : '\n'),
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    // Stop accepting, let in-flight requests finish, then close the database; give up after 10 s.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      void database.close().then(() => {
        log.info('stopped');
        process.exit(0);
      });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

start().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseStartError) {
    process.stderr.write(`backoffice: ${err.message}\n`);
  } else {
    process.stderr.write(`backoffice: failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  }
  process.exit(1);
});

import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { prepareRepeatedStatements } from './named-statements';
import { flat } from './rendered-statements';
import { DatabaseStartError } from './start-error';
import { listenPglite, listenPostgres, type ListenHandlers, type NotifyListener } from './listen';

/** The drizzle database both drivers give; services are written against this alone. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL only: one pooled connection for session-level work such as advisory locks. */
  reserveConnection(): Promise<pg.PoolClient>;
  /** PostgreSQL only (PGlite has one connection and a mutex): the pool as it is now. */
  poolStats(): PoolStats | null;
  /** Hears NOTIFY on `channel` over one connection of the process's own (db/listen.ts). */
  listen(channel: string, handlers: ListenHandlers): Promise<NotifyListener>;
}

export interface PoolStats {
  /** Connections open, busy or idle. */
  size: number;
  max: number;
  inUse: number;
  /** Requests waiting for a connection. */
  waiting: number;
}

const noPool = (): PoolStats | null => null;

/** PGlite with its client in reach, for what only PGlite does (dumping its data directory). */
export interface PgliteDatabase extends Database {
  kind: 'pglite';
  client: PGlite;
}

const noReservedConnections = (): Promise<pg.PoolClient> =>
  Promise.reject(new Error('PGlite has a single connection; nothing to reserve'));

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** What both drivers' clients answer a statement text and its parameters with. */
interface TextClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a fixed statement text straight on the driver, without drizzle building it from SQL chunks
 * on every call (for a statement a page sends each time, that build cost more node time than
 * PostgreSQL took to answer it). Only for statements whose columns both drivers parse as drizzle
 * does: no timestamps, which drizzle reads as text and the drivers as Dates. Inside a transaction
 * (which has no client of its own here) it goes through drizzle, on the transaction's connection.
 */
export async function queryText<T>(db: Db, text: string, params: unknown[]): Promise<T[]> {
  const client = (db as { $client?: TextClient }).$client;
  if (!client) return queryRows<T>(db, flat({ text, params }));
  const { rows } = await client.query(text, params);
  return rows as T[];
}

/**
 * Server settings for a PGlite a command-line tool opens for a few statements: PGlite clears its
 * whole buffer pool (128 MB by default) at every start, a third of such a tool's CPU.
 */
export const BRIEF_PGLITE: Readonly<Record<string, string>> = { shared_buffers: '16MB' };

/**
 * PGlite in DATA_DIR, guarded by a lock file: two processes on one directory lose rows. `settings`
 * are server settings for this start (`-c name=value`).
 */
export async function openPglite(dataDir: string, settings: Readonly<Record<string, string>> = {}): Promise<Database> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dir);
  try {
    const database = await openPgliteUnlocked(join(dir, 'pglite'), undefined, settings);
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * PGlite in `path` without taking the lock: only for a directory under a DATA_DIR whose lock the
 * caller holds (a restore loads the backup beside the live directory before swapping them).
 */
export async function openPgliteUnlocked(
  path: string,
  loadDataDir?: Blob,
  settings: Readonly<Record<string, string>> = {},
): Promise<PgliteDatabase> {
  const client = await PGlite.create(path, {
    ...(loadDataDir ? { loadDataDir } : {}),
    ...startParamsOf(settings),
  });
  return {
    client,
    db: drizzlePglite({ client }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    reserveConnection: noReservedConnections,
    poolStats: noPool,
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
  };
}

/** PGlite's start parameters with `settings` added (`-c name=value`); none when there are none. */
function startParamsOf(settings: Readonly<Record<string, string>>): { startParams?: string[] } {
  const added = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return added.length > 0 ? { startParams: [...PGlite.defaultStartParams, ...added] } : {};
}

/**
 * A PGlite that lives in memory only, optionally started from a dumped data directory. `settings`
 * are server settings for its start (`-c name=value`), on top of PGlite's own start parameters.
 */
export async function openMemoryPglite(
  loadDataDir?: Blob | File,
  settings: Readonly<Record<string, string>> = {},
): Promise<PgliteDatabase> {
  const client = await PGlite.create({
    ...(loadDataDir ? { loadDataDir } : {}),
    ...startParamsOf(settings),
  });
  return {
    db: drizzlePglite({ client }) as unknown as Db,
    kind: 'pglite',
    client,
    close: () => client.close(),
    reserveConnection: noReservedConnections,
    poolStats: noPool,
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
  };
}

// COUNT(*) and SUM() come back as int8; every figure here fits in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** `readTimeoutMs`: how long the client waits for a statement's answer; 0 waits as long as it takes. */
export async function openPostgres(url: string, poolSize: number, readTimeoutMs = 20_000): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A statement that hangs (a lock, a dead server) fails instead of holding a request forever.
    statement_timeout: 15_000,
    query_timeout: readTimeoutMs,
    // JIT compiling costs 50–400 ms whenever a statistics query's estimate crosses its
    // threshold, far more than it saves on these short statements.
    options: '-c jit=off',
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a checked-out one: the pool listens for errors only on idle clients, and a client held
  // between two statements of a transaction (the classifier's scorer computes its batch there)
  // that loses its connection would raise an unheard 'error'. Its next statement fails, the
  // transaction rolls back, and the pool drops the client when it comes back broken.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('connect', prepareRepeatedStatements);
  const db = drizzlePg({ client: pool }) as unknown as Db;
  await refuseUnsafeDurability(db);
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    reserveConnection: () => pool.connect(),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    poolStats: () => ({
      size: pool.totalCount,
      max: poolSize,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/** PostgreSQL with fsync or synchronous_commit off could lose acknowledged writes: refuse it. */
export async function refuseUnsafeDurability(db: Db) {
  const [row] = await queryRows<{ fsync: string; synchronous_commit: string }>(
    db,
    sql`SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit`,
  );
  if (!row) throw new DatabaseStartError('could not read fsync and synchronous_commit');
  if (row.fsync === 'off' || row.synchronous_commit === 'off') {
    throw new DatabaseStartError(
      `refusing to start: PostgreSQL has fsync=${row.fsync} and synchronous_commit=${row.synchronous_commit}; ` +
        'acknowledged writes could be lost. Turn both on.',
    );
  }
}

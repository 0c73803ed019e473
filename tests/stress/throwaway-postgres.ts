import { randomBytes } from 'node:crypto';
import pg from 'pg';

const base = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** An empty database of its own on the test cluster, dropped (with its connections) afterwards. */
export async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bo_stress_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(base());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

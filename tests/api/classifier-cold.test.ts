import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { queryRows } from '#server/db/client';
import { sql } from 'drizzle-orm';

/** A new install: no decisions yet, so nothing to train on, and no model to score with. */
let s: TestServer;
beforeAll(async () => {
  s = await startServer({}, undefined, { classifier: true });
});
afterAll(() => s.close());

it('refuses to train without two labels to tell apart, and stores no version', async () => {
  const root = await s.login('root');
  const reply = await s.call('/admins/classifier/train', {}, { token: root });
  expect(reply.status).toBe(422);
  expect(reply.body.code).toBe(42200);
  expect(reply.body.data).toMatchObject({ why: 'TOO_FEW_DECISIONS', examples: 0 });
  const [row] = await queryRows<{ n: number }>(s.db, sql`SELECT count(*)::int AS n FROM classifier_models`);
  expect(row!.n).toBe(0);
});

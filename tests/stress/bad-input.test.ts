import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { startServer, type TestServer } from '../api/harness';
import { api, type ApiPath } from '#contract/api';
import { databaseChecksum } from './checksum';
import { bodySchema, leavesOf, sampleOf, withValue } from './well-typed-bodies';
import { loginWithStepUp, seedAccount, seedOrder } from '../api/fixtures/commerce';

const RUNS = Number(process.env.STRESS_FUZZ_RUNS ?? 40);
let s: TestServer;
let token = '';

beforeAll(async () => {
  s = await startServer();
  token = await s.login('root');
});
afterAll(() => s.close());

const paths = Object.keys(api) as ApiPath[];

function fieldsOf(path: ApiPath): string[] {
  const schema = api[path].body;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

const junk = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 31, NaN),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.constant('x'.repeat(20_000)),
  fc.constant(Array.from({ length: 2_000 }, (_, i) => i)),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/**
 * Bodies that every endpoint must refuse: each one carries at least one defect — an unknown or
 * dangerous key (strict schemas refuse them all), a non-object, broken JSON, or a body too big.
 */
function badBody(path: ApiPath) {
  const known = fieldsOf(path);
  const withDefect = fc
    .tuple(
      fc.dictionary(fc.constantFrom(...(known.length ? known : ['x'])), junk, { maxKeys: 4 }),
      fc.constantFrom('__proto__', 'constructor', 'role', 'roles', 'adminId', 'activeRole', 'isRoot', 'version', ''),
      junk,
    )
    .map(
      ([base, key, value]) =>
        `{${[...Object.entries(base).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`), `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`].join(',')}}`,
    );
  return fc.oneof(
    withDefect,
    fc.constantFrom(
      '[]',
      '"string"',
      '42',
      'null',
      'true',
      '{',
      '{"a":',
      '\u0000',
      '{"a":1}}',
      `{"pad":"${'x'.repeat(1_100_000)}"}`,
    ),
    fc.array(junk, { maxLength: 3 }).map((a) => JSON.stringify(a)),
  );
}

describe('bad input never gets past validation', () => {
  it.each(paths)('%s: generated bad payloads get a 4xxxx envelope and change nothing', async (path) => {
    const before = await databaseChecksum(s.db);
    await fc.assert(
      fc.asyncProperty(
        badBody(path),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
        async (body, type) => {
          const headers: Record<string, string> = { authorization: `Bearer ${token}` };
          if (type) headers['content-type'] = type;
          const r = await s.raw(path, { method: 'POST', headers, body });
          expect(r.status, body.slice(0, 200)).toBeGreaterThanOrEqual(400);
          expect(r.status).toBeLessThan(500);
          expect(r.body.code).toBeGreaterThanOrEqual(40000);
          expect(r.body.code).toBeLessThan(50000);
          expect(r.body.msg, 'the message names the field').toMatch(/^\S.*: \S/);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await databaseChecksum(s.db)).toBe(before);
  });
});

/** Strings JSON can carry and PostgreSQL text cannot: NUL, and surrogates without their pair. */
const unstorable = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\udbff', '\udc00'),
    fc.string({ maxLength: 6 }),
  )
  .map(([a, bad, b]) => `${a}${bad}${b.replace(/^[\udc00-\udfff]/, 'x')}`);

/** ISO-8601 instants the format allows and PostgreSQL's years do not. */
const outOfRangeInstant = fc.oneof(
  fc.integer({ min: 0, max: 23 }).map((h) => `0000-06-15T${String(h).padStart(2, '0')}:00:00Z`),
  fc.integer({ min: 1, max: 12 }).map((off) => `9999-12-31T23:59:59-${String(off).padStart(2, '0')}:00`),
  fc.constantFrom('0000-01-01T00:00:00Z', '0000-12-31T23:59:59.999+00:00'),
);

/** Cursors nobody handed out: base64url JSON of any shape, and values no column holds. */
const forgedCursor = fc
  .oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.record({
      v: fc.oneof(
        fc.constantFrom(1e308, -1e308, 2 ** 63, '0000-01-01T00:00:00.000Z', '2026-13-45T99:00:00.000Z', true, null),
        unstorable,
        fc.string({ maxLength: 8 }),
      ),
      id: fc.oneof(fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 60, 1.5, -1), fc.integer()),
    }),
  )
  .map((value) => Buffer.from(JSON.stringify(value) ?? 'null').toString('base64url'))
  .filter((c) => c.length <= 512);

const valueFor = { text: unstorable, instant: outOfRangeInstant, cursor: forgedCursor } as const;

describe('values that pass for their type and that no column can hold', () => {
  let accountId = 0;
  let orderId = 0;
  let stepUp = '';
  beforeAll(async () => {
    stepUp = await loginWithStepUp(s, 'root');
    accountId = await seedAccount(s.db);
    orderId = await seedOrder(s.db, {
      accountId,
      amountCents: 10_000,
      status: 'PARTIALLY_REFUNDED',
      refundedCents: 2_500,
    });
  });

  const withLeaves = paths
    .map((path) => ({ path, schema: bodySchema(path) }))
    .map(({ path, schema }) => ({ path, sample: sampleOf(schema), leaves: leavesOf(schema) }))
    .filter((p) => p.leaves.length > 0);

  it.each(withLeaves.map((p) => [p.path, p] as const))(
    '%s: one such value in an otherwise plain body gets a 4xxxx naming the field and changes nothing',
    async (_path, { path, sample, leaves }) => {
      const before = await databaseChecksum(s.db);
      const body = fc.constantFrom(...leaves).chain((leaf) => valueFor[leaf.kind].map((value) => ({ leaf, value })));
      await fc.assert(
        fc.asyncProperty(body, async ({ leaf, value }) => {
          const json = JSON.stringify(withValue(sample, leaf.path, value));
          const r = await s.raw(path, {
            method: 'POST',
            headers: { authorization: `Bearer ${stepUp}`, 'content-type': 'application/json' },
            body: json,
          });
          expect(r.status, json.slice(0, 300)).toBeGreaterThanOrEqual(400);
          expect(r.status, json.slice(0, 300)).toBeLessThan(500);
          expect(r.body.msg, 'the message names the field').toMatch(/^\S.*: \S/);
        }),
        { numRuns: RUNS },
      );
      expect(await databaseChecksum(s.db)).toBe(before);
    },
  );

  it('an amount past what the order holds is a 42200 naming amountCents, even past the column, and changes nothing', async () => {
    const before = await databaseChecksum(s.db);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 7_501, max: 2_147_483_647 }), async (amountCents) => {
        const r = await s.call(
          '/admins/order-refund',
          { orderId, amountCents, reason: 'generated', idempotencyKey: `overflow-${n++}-${amountCents}` },
          { token: stepUp },
        );
        expect([r.status, r.body.code, r.body.msg.split(':')[0]]).toEqual([422, 42200, 'amountCents']);
      }),
      { numRuns: RUNS, examples: [[2_147_483_647], [2_147_483_647 - 2_500 + 1]] },
    );
    expect(await databaseChecksum(s.db)).toBe(before);
  });
});

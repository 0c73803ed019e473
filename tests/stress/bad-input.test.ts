import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { startServer, type TestServer } from '../api/harness';
import { api, type ApiPath } from '#contract/api';
import { databaseChecksum } from './checksum';

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

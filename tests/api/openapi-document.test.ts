import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { startServer, type TestServer } from './harness';
import { loginWithStepUp, nextIp } from './fixtures/commerce';
import { MAY_CALL, SESSION_ONLY } from './access-expected';
import { api, type ApiPath } from '#contract/api';
import { ROLES, type Role } from '#contract/roles';
import { LIVE_EVENT_TYPES } from '#contract/live-events';

let s: TestServer;
const docs = {} as Record<Role, Doc>;

/** A 422's data; the other statuses' data is `{}`. */
interface RefusalSchema {
  required?: string[];
  properties?: { why: { enum: string[] } };
}
interface Operation {
  operationId: string;
  'x-roles': string[];
  'x-api-token': boolean;
  security?: unknown[];
  requestBody: { content: { 'application/json': { schema: Record<string, unknown> } } };
  responses: Record<
    string,
    { content: { 'application/json': { schema: { properties: { code: unknown; data: RefusalSchema } } } } }
  >;
}
interface Doc {
  openapi: string;
  info: { description: string };
  paths: Record<string, { post: Operation; get?: Omit<Operation, 'requestBody'> }>;
  components: { schemas: Record<string, unknown> };
}

beforeAll(async () => {
  s = await startServer();
  for (const role of ROLES) {
    const token = await s.login(role === 'ADMIN_ROOT' ? 'root' : role === 'PROMOTE' ? 'promote' : 'agent');
    const r = await s.call('/admins/openapi.json', {}, { token });
    expect(r.body.code).toBe(200);
    docs[role] = r.body.data as unknown as Doc;
  }
});
afterAll(() => s.close());

const paths = Object.keys(api) as ApiPath[];

describe('the published OpenAPI document', () => {
  it('is refused without a session', async () => {
    const r = await s.call('/admins/openapi.json', {});
    expect([r.status, r.body.code]).toEqual([401, 401]);
  });

  describe('by GET, the raw document for tools that read a URL', () => {
    const get = (token?: string, scheme = 'Bearer') =>
      fetch(`${s.url}/admins/openapi.json`, token ? { headers: { authorization: `${scheme} ${token}` } } : {});

    it('gives a session its role\'s document as plain JSON, whatever the case of "Bearer"', async () => {
      const token = await s.login('promote');
      for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
        const res = await get(token, scheme);
        expect([res.status, res.headers.get('content-type')], scheme).toEqual([200, 'application/json']);
        expect(await res.json(), scheme).toEqual(docs.PROMOTE);
      }
    });

    it('gives an API token the document of the role it acts in', async () => {
      const root = await loginWithStepUp(s, 'root');
      const made = await s.call(
        '/admins/api-tokens/create',
        { name: 'code generator', role: 'BACKEND_SUPPORT_AGENT' },
        { token: root, ip: nextIp() },
      );
      expect(made.body.code).toBe(200);
      const res = await get(made.body.data.secret);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(docs.BACKEND_SUPPORT_AGENT);
    });

    it('is refused without a token, or with one the server does not know, in the envelope', async () => {
      for (const token of [undefined, 'x'.repeat(43)]) {
        const res = await get(token);
        expect([res.status, ((await res.json()) as { code: number }).code]).toEqual([401, 401]);
      }
    });

    it('is the only GET: other endpoints stay POST-only', async () => {
      const token = await s.login('root');
      const res = await fetch(`${s.url}/admins/info/get`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(404);
    });

    it('is in the document itself, beside the POST, without a body and with the same roles', () => {
      const item = docs.BACKEND_SUPPORT_AGENT.paths['/admins/openapi.json']!;
      expect(item.get).toMatchObject({ operationId: 'openapi_json_get', 'x-roles': item.post['x-roles'] });
      expect(item.get).not.toHaveProperty('requestBody');
      expect(Object.keys(item.get!.responses)).toEqual(expect.arrayContaining(['200', '401']));
      expect(docs.PROMOTE.info.description).toContain('`GET /admins/openapi.json`');
    });
  });

  it.each(ROLES)('is a valid OpenAPI 3.1 document for %s (Redocly, spec rules)', async (role) => {
    const config = await createConfig({ extends: ['spec'] });
    const problems = await lintFromString({ source: JSON.stringify(docs[role]), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
    expect(docs[role].openapi).toBe('3.1.0');
  });

  it('holds every route of the route × role table for ADMIN_ROOT, each with its roles', () => {
    const doc = docs.ADMIN_ROOT;
    expect(Object.keys(doc.paths).sort()).toEqual([...paths].sort());
    for (const path of paths) {
      const expected = MAY_CALL[path];
      const op = doc.paths[path]!.post;
      if (expected === 'public') expect(op.security, path).toEqual([]);
      else expect([...op['x-roles']].sort(), path).toEqual([...expected].sort());
      expect(op['x-api-token'], path).toBe(expected !== 'public' && !SESSION_ONLY.includes(path));
    }
  });

  it('describes the live event stream (a GET with a ticket) and each of its event types', () => {
    const text = docs.PROMOTE.info.description;
    expect(text).toContain('`GET /admins/events?ticket=…`');
    for (const type of LIVE_EVENT_TYPES) expect(text).toContain(`\`${type}\``);
  });

  it.each(ROLES)('gives %s exactly the endpoints it may call', (role) => {
    const mayCall = paths.filter((p) => MAY_CALL[p] === 'public' || MAY_CALL[p].includes(role));
    expect(Object.keys(docs[role].paths).sort()).toEqual(mayCall.sort());
  });

  it('describes bodies as the server validates them: strict, required fields, defaults optional', () => {
    const create = docs.ADMIN_ROOT.paths['/admins/api-tokens/create']!.post;
    expect(create.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      // A token's lifetime has a default (90 days), so it is optional.
      required: ['name', 'role'],
      additionalProperties: false,
      properties: { expiresInDays: { type: 'integer', minimum: 1, maximum: 365, default: 90 } },
    });
    const list = docs.ADMIN_ROOT.paths['/admins/admin-list']!.post.requestBody.content['application/json'].schema;
    expect(list.required ?? []).not.toContain('pageSize');
  });

  it('lists the body codes of each endpoint under their HTTP statuses', () => {
    const refund = docs.ADMIN_ROOT.paths['/admins/order-refund']!.post.responses;
    const codes = (status: string) => refund[status]?.content['application/json'].schema.properties.code;
    expect(codes('200')).toEqual({ const: 200 });
    expect(codes('401')).toEqual({ enum: [401, 60001] });
    expect(codes('403')).toEqual({ enum: [40300] });
    expect(codes('409')).toEqual({ enum: [40900] });
    expect(codes('422')).toEqual({ enum: [42200] });
    const refusal = refund['422']?.content['application/json'].schema.properties.data;
    expect(refusal?.required).toEqual(['why']);
    expect(refusal?.properties?.why.enum).toEqual(expect.arrayContaining(['ABOVE_REFUNDABLE', 'FULLY_REFUNDED']));
    expect(docs.ADMIN_ROOT.paths['/admins/login']!.post.responses['429']).toBeDefined();
  });

  it.each(ROLES)('points every $ref of the %s document at a component it holds, and holds no other', (role) => {
    const doc = docs[role];
    const text = JSON.stringify(doc);
    const refs = new Set([...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!));
    expect(refs.size).toBeGreaterThan(0);
    for (const ref of refs) expect(doc.components.schemas[ref], ref).toBeDefined();
    expect(Object.keys(doc.components.schemas).filter((name) => !refs.has(name))).toEqual([]);
    expect(text).not.toContain('"#/$defs/');
  });

  it('writes the shared rows once, as components the replies point at', () => {
    const doc = docs.ADMIN_ROOT;
    const reply = doc.paths['/admins/moment-list/get']!.post.responses['200']!.content['application/json'].schema;
    expect(reply).toMatchObject({
      properties: { data: { properties: { list: { items: { $ref: '#/components/schemas/MomentRow' } } } } },
    });
    expect(doc.components.schemas.MomentRow).toMatchObject({
      properties: {
        author: { $ref: '#/components/schemas/Author' },
        riskParts: { $ref: '#/components/schemas/RiskParts' },
      },
    });
    // The risk parts' one field of its own: inlined, it was written in every row of every reply.
    expect(JSON.stringify(doc).split('"reportPoints"')).toHaveLength(2);
  });
});

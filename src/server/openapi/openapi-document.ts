import { api, type ApiPath } from '#contract/api';
import { AREA_ROLES, type Area } from '#contract/access';
import { ErrorCode, HTTP_STATUS_OF, REFUSAL_REASONS } from '#contract/error-codes';
import { ENDPOINT_REFUSALS } from '#contract/api/refusals';
import { SESSION_ONLY_PATHS } from '#contract/api/api-token-limits';
import { API_TOKEN_PREFIX } from '#contract/api/api-tokens';
import { READABLE_BY_GET } from '#contract/api/openapi';
import { LIVE_EVENT_TYPES } from '#contract/live-events';
import { componentsReachedFrom, jsonSchemaOf, type JsonSchema } from './json-schema';

/** An OpenAPI 3.1 document, as plain JSON. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, { post: Operation; get?: ReadOperation }>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
  tags: { name: string; description: string }[];
  security: Record<string, string[]>[];
  [key: string]: unknown;
}

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security?: Record<string, string[]>[];
  'x-area': Area;
  'x-roles': readonly string[];
  'x-api-token': boolean;
  requestBody: unknown;
  responses: Record<string, unknown>;
}

/** A GET of the same path: no body, and a reply that is not the envelope. */
type ReadOperation = Omit<Operation, 'requestBody'>;

const AREA_TITLES: Record<Area, string> = {
  public: 'No session needed',
  self: 'Every admin: own account, dashboard, message box',
  moderation: 'Accounts and content moderation',
  orders: 'Orders',
  refunds: 'Refunds',
  channels: 'Apk channels',
  paidStats: 'Paid statistics',
  userStats: 'Registration, source and user-count statistics',
  adminUsers: 'Admin users, API tokens and the action log',
  rules: 'Moderation rules (watched terms and patterns)',
  teamStats: 'Team statistics and queue targets',
  secondReview: 'Second review of sampled decisions',
};

const CODE_MEANINGS: Record<ErrorCode, string> = {
  200: 'ok',
  40000: 'the body failed validation; `data` is `{field, rule, limit?}` and `msg` names the field',
  401: 'no token, or an unknown one',
  40101: 'the password was right but a second factor is needed or was wrong; `data.otp` is required or invalid',
  60001: 'the session expired or was revoked, or the API token expired or was revoked',
  40300: "the caller's role may not do this; `data.reason` says why (ROLE, REAUTH_REQUIRED, SESSION_ONLY…)",
  40400: 'no such record',
  40900: 'stale write (`expectedVersion`) or an idempotency key reused with another body',
  42200: 'a business rule refused it; `data.why` names the rule and `msg` says it in English',
  42900: 'too many attempts; `data.retryAfterSeconds`',
  50000: 'unexpected; the server log has the detail',
};

const operationIdOf = (path: string) => path.replace(/^\/admins\//, '').replace(/[^A-Za-z0-9]+/g, '_');

/** Body codes a call of this endpoint may get besides 200, smallest first. */
function codesOf(path: ApiPath): ErrorCode[] {
  const codes = new Set<ErrorCode>([ErrorCode.VALIDATION, ErrorCode.INTERNAL, ...(ENDPOINT_REFUSALS[path] ?? [])]);
  if (api[path].area !== 'public') {
    for (const c of [ErrorCode.UNAUTHENTICATED, ErrorCode.SESSION_EXPIRED, ErrorCode.FORBIDDEN]) codes.add(c);
  }
  return [...codes].sort((a, b) => HTTP_STATUS_OF[a] - HTTP_STATUS_OF[b] || a - b);
}

/** A 42200's data: the rule that refused, plus what that rule reports (e.g. the refundable amount). */
const REFUSAL_DATA: JsonSchema = {
  type: 'object',
  required: ['why'],
  properties: { why: { enum: [...REFUSAL_REASONS] } },
};

const envelopeOf = (code: JsonSchema, data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code, msg: { type: 'string' }, data },
  additionalProperties: false,
});

function responsesOf(path: ApiPath, reply: JsonSchema): Record<string, unknown> {
  const responses: Record<string, unknown> = {
    '200': {
      description: 'ok',
      content: { 'application/json': { schema: envelopeOf({ const: 200 }, reply) } },
    },
  };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codesOf(path)) {
    const status = HTTP_STATUS_OF[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of byStatus) {
    responses[String(status)] = {
      description: codes.map((c) => `${c}: ${CODE_MEANINGS[c]}`).join('; '),
      content: { 'application/json': { schema: envelopeOf({ enum: codes }, status === 422 ? REFUSAL_DATA : {}) } },
    };
  }
  return responses;
}

function operationOf(path: ApiPath, schemas: Record<string, JsonSchema>): Operation {
  const endpoint = api[path];
  const id = operationIdOf(path);
  const roles = AREA_ROLES[endpoint.area];
  const tokenMay = endpoint.area !== 'public' && !SESSION_ONLY_PATHS.has(path);
  const body = jsonSchemaOf(endpoint.body, 'input', `${id}.body`, schemas);
  const reply = jsonSchemaOf(endpoint.reply, 'output', `${id}.reply`, schemas);
  return {
    operationId: id,
    tags: [endpoint.area],
    summary: path.replace(/^\/admins\//, ''),
    description: [
      endpoint.area === 'public' ? 'No session needed.' : `Roles: ${roles.join(', ')}.`,
      tokenMay ? 'API tokens may call it.' : endpoint.area === 'public' ? '' : 'Interactive sessions only.',
      `Body codes: ${codesOf(path).join(', ')}.`,
    ]
      .filter(Boolean)
      .join(' '),
    ...(endpoint.area === 'public' ? { security: [] } : {}),
    'x-area': endpoint.area,
    'x-roles': roles,
    'x-api-token': tokenMay,
    requestBody: { required: true, content: { 'application/json': { schema: body } } },
    responses: responsesOf(path, reply),
  };
}

/** The GET of a path in READABLE_BY_GET: the same roles and refusals, the reply as it is. */
function readOperationOf(post: Operation): ReadOperation {
  const { requestBody: _body, responses, ...rest } = post;
  // There is no body to fail validation, and the reply is the raw value, not the envelope.
  const { '200': _ok, '400': _invalid, ...refusals } = responses;
  return {
    ...rest,
    operationId: `${post.operationId}_get`,
    summary: `${post.summary} (GET)`,
    description: `The same, as plain JSON without the envelope, for tools that read a URL. ${post.description}`,
    responses: {
      '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } },
      ...refusals,
    },
  };
}

/** The whole API, every endpoint of `src/contract/api.ts`; built once, at build time. */
export function buildOpenApiDocument(version: string): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  for (const path of (Object.keys(api) as ApiPath[]).sort()) {
    const post = operationOf(path, schemas);
    paths[path] = READABLE_BY_GET.has(path) ? { post, get: readOperationOf(post) } : { post };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Backoffice admin API',
      version,
      description: [
        'Every call is a POST with a JSON body (`{}` when there is nothing to send) and answers the envelope',
        '`{code, msg, data}`; `code` 200 is success, and every refusal keeps a meaningful HTTP status.',
        'This document is also `GET /admins/openapi.json`, plain JSON without the envelope, for tools that read a URL.',
        `Authenticate with \`Authorization: Bearer <token>\`: a session token from /admins/login, or an API`,
        `token (\`${API_TOKEN_PREFIX}…\`) made by an ADMIN_ROOT, which acts in one role and never passes step-up.`,
        // A GET outside the table: EventSource cannot send a body or headers, so it takes a ticket instead.
        'Live updates: a session (not an API token) takes a single-use ticket from /admins/events/ticket, then',
        '`GET /admins/events?ticket=…` streams Server-Sent Events of the types',
        `${LIVE_EVENT_TYPES.map((t) => `\`${t}\``).join(', ')}, each with an \`id\`; a reconnect sends the last one`,
        '(`Last-Event-ID`, or `lastEventId` in the query) to get what it missed, or receives `resync`.',
      ].join(' '),
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: (Object.keys(AREA_TITLES) as Area[]).map((name) => ({ name, description: AREA_TITLES[name] })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: `A session token from /admins/login, or an API token starting with ${API_TOKEN_PREFIX}`,
        },
      },
    },
  };
}

/** The part of the document a role may call: its areas' endpoints and the public ones. */
export function documentForRole(doc: OpenApiDocument, role: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    const op = item.post;
    if (op['x-area'] !== 'public' && !op['x-roles'].includes(role)) continue;
    paths[path] = item;
  }
  const reached = componentsReachedFrom(paths, doc.components.schemas);
  const schemas = Object.fromEntries(Object.entries(doc.components.schemas).filter(([name]) => reached.has(name)));
  const tags = new Set(Object.values(paths).flatMap((item) => item.post.tags));
  return {
    ...doc,
    tags: doc.tags.filter((t) => tags.has(t.name)),
    paths,
    components: { ...doc.components, schemas },
  };
}

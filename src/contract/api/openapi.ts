import { z } from 'zod';
import type { Endpoint } from './endpoint';
import type { ApiPath } from '../api';

export const openApiApi = {
  /** The OpenAPI 3.1 document of the endpoints the caller's role may call. */
  '/admins/openapi.json': {
    area: 'self',
    body: z.object({}).strict(),
    reply: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
  },
} as const satisfies Record<string, Endpoint>;

/**
 * Paths also served by GET with the same bearer token, the reply as it is (no envelope): code
 * generators and API tools read a document by URL.
 */
export const READABLE_BY_GET: ReadonlySet<ApiPath> = new Set<ApiPath>(['/admins/openapi.json']);

import { z } from 'zod';
import type { Endpoint } from './endpoint';

export const openApiApi = {
  /** The OpenAPI 3.1 document of the endpoints the caller's role may call. */
  '/admins/openapi.json': {
    area: 'self',
    body: z.object({}).strict(),
    reply: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
  },
} as const satisfies Record<string, Endpoint>;

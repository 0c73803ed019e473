import { z } from 'zod';
import { MODERATION_QUEUES } from './moderation-kinds';
import { id } from '../validation';
import type { Endpoint } from './endpoint';

const liveAdmin = z.object({ id: z.number(), name: z.string() });

export const liveApi = {
  /**
   * A short-lived, single-use ticket that opens one `GET /admins/events?ticket=…` stream, so the
   * long-lived token never appears in a URL (EventSource cannot send headers).
   */
  '/admins/events/ticket': {
    area: 'self',
    body: z.object({}).strict(),
    reply: z.object({ ticket: z.string(), expiresInSeconds: z.number() }),
  },
  /**
   * Says where the caller is (a queue, and the item open in it, if any) and answers who else is
   * there; repeated by the tab as a heartbeat, it lapses by itself when the tab goes silent.
   * `queue: null` leaves.
   */
  '/admins/presence/set': {
    area: 'moderation',
    body: z.object({ queue: z.enum(MODERATION_QUEUES).nullable(), itemId: id.nullable().default(null) }).strict(),
    reply: z.object({ people: z.array(liveAdmin.extend({ itemId: z.number().nullable() })) }),
  },
} as const satisfies Record<string, Endpoint>;

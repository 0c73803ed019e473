import { z } from 'zod';
import { CLEARABLE_NOTIFICATION_TYPES, NOTIFICATION_TYPES } from '../entities';
import { id } from '../validation';
import type { Endpoint } from './endpoint';

const type = z.enum(NOTIFICATION_TYPES);

export const notification = z.object({
  id: z.number(),
  type,
  title: z.string(),
  subTitle: z.string(),
  avatar: z.string(),
  content: z.string(),
  /** Where the item leads, e.g. the queue a todo is about; empty when nowhere. */
  link: z.string(),
  time: z.string(),
  messageType: z.number(),
  /** 0 unread, 1 read. */
  status: z.union([z.literal(0), z.literal(1)]),
});
export type Notification = z.infer<typeof notification>;

export const notificationsApi = {
  '/admins/notifications/list': {
    area: 'self',
    body: z.object({ type: type.optional(), pageSize: z.number().int().min(1).max(100).default(20) }).strict(),
    reply: z.object({
      list: z.array(notification),
      unread: z.object({ message: z.number(), notice: z.number(), todo: z.number() }),
    }),
  },
  '/admins/notifications/read': {
    area: 'self',
    body: z
      .object({ ids: z.array(id).min(1).max(500).optional(), type: type.optional() })
      .strict()
      .refine((b) => b.ids !== undefined || b.type !== undefined, { message: 'give ids or type', path: ['ids'] }),
    reply: z.object({ updated: z.number() }),
  },
  /**
   * Empties one tab of the caller's message box. Todos are not stored messages but the live
   * queues' state (they leave when their queue empties), so only messages and notices are emptied.
   */
  '/admins/notifications/clear': {
    area: 'self',
    body: z.object({ type: z.enum(CLEARABLE_NOTIFICATION_TYPES) }).strict(),
    reply: z.object({ deleted: z.number() }),
  },
} as const satisfies Record<string, Endpoint>;

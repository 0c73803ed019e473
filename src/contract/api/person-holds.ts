import { z } from 'zod';
import { id, reason } from '../validation';
import type { Endpoint } from './endpoint';

/** "Hold everything from this person": what the author drawer and the queue show and set. */
export const personHold = z.object({
  id: z.number(),
  accountId: z.number(),
  /** Until when everything the account writes is held (ISO-8601). */
  until: z.string(),
  reason: z.string(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type PersonHold = z.infer<typeof personHold>;

/** At most a year ahead: a hold is a pause while a moderator looks, not a ban. */
export const PERSON_HOLD_MAX_DAYS = 365;

export const personHoldsApi = {
  /** The hold in force on an account, if any. */
  '/admins/account/hold-get': {
    area: 'moderation',
    body: z.object({ accountId: id }).strict(),
    reply: z.object({ hold: personHold.nullable() }),
  },
  /** Holds everything the account writes until `until` (replacing a hold in force), on every writer. */
  '/admins/account/hold': {
    area: 'moderation',
    body: z.object({ accountId: id, until: z.iso.datetime({ offset: true }), reason: reason.optional() }).strict(),
    reply: z.object({ hold: personHold }),
  },
  /** Ends the hold in force now (what it held stays held until decided). */
  '/admins/account/hold-lift': {
    area: 'moderation',
    body: z.object({ accountId: id }).strict(),
    reply: z.object({ lifted: personHold.nullable() }),
  },
} as const satisfies Record<string, Endpoint>;

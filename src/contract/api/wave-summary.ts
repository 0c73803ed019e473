import { z } from 'zod';
import { RULE_TEXT_KINDS } from '../moderated-kinds';

const iso = z.string();

/**
 * A wave: the near-identical items of one kind that many posts of a campaign make (a cluster of
 * similarity fingerprints). What a queue card says of it: "part of a wave: 38 near-identical posts
 * from 12 accounts in 5 min".
 */
export const waveSummary = z
  .object({
    id: z.number(),
    kind: z.enum(RULE_TEXT_KINDS),
    /** Items in the wave, decided or not. */
    size: z.number().int(),
    /** Of those, still PENDING. */
    pending: z.number().int(),
    /** Distinct authors. */
    accounts: z.number().int(),
    firstAt: iso,
    lastAt: iso,
    /** Items a minute between the first and the last (size over the span, at least one minute). */
    perMinute: z.number(),
  })
  .meta({ id: 'WaveSummary' });
export type WaveSummary = z.infer<typeof waveSummary>;

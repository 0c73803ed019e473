import { MODERATION_QUEUES, type ModerationQueue } from '#contract/api/moderation-kinds';

/**
 * The database's NOTIFY payloads on `backoffice_live` (migration `live-events`; `free`, leases
 * handed back, from db/live-rows.ts).
 */
export type ChannelPayload =
  | { k: 'in' | 'out'; q: ModerationQueue; ids: number[]; by: number | null }
  | { k: 'free'; q: ModerationQueue; n: number; by: number; h: string }
  | { k: 'note'; ids: number[] }
  | { k: 'session'; ids: number[] }
  | { k: 'presence'; q: ModerationQueue };

export const LIVE_CHANNEL = 'backoffice_live';

const isQueue = (q: unknown): q is ModerationQueue => (MODERATION_QUEUES as readonly unknown[]).includes(q);
const isIds = (ids: unknown): ids is number[] => Array.isArray(ids) && ids.every((i) => Number.isInteger(i));

/** Reads one payload; anything else on the channel (another version's, a hand-made NOTIFY) is null. */
export function parseChannelPayload(text: string): ChannelPayload | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const p = v as Record<string, unknown>;
  if ((p.k === 'in' || p.k === 'out') && isQueue(p.q) && isIds(p.ids)) {
    return { k: p.k, q: p.q, ids: p.ids, by: typeof p.by === 'number' ? p.by : null };
  }
  if (p.k === 'free' && isQueue(p.q) && Number.isInteger(p.n) && Number.isInteger(p.by)) {
    return { k: 'free', q: p.q, n: p.n as number, by: p.by as number, h: typeof p.h === 'string' ? p.h : '' };
  }
  if ((p.k === 'note' || p.k === 'session') && isIds(p.ids)) return { k: p.k, ids: p.ids };
  if (p.k === 'presence' && isQueue(p.q)) return { k: 'presence', q: p.q };
  return null;
}

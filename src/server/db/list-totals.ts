import type { Db } from './client';

/** How long a counted total may be served again; another replica's writes show within this. */
const TOTAL_TTL_MS = 2_000;
const MAX_ENTRIES = 1_000;

interface Total {
  total: number;
  totalCapped: boolean;
}

interface Entry {
  total: Total;
  at: number;
  generation: number;
}

/**
 * Recently counted list totals. The capped count reads up to 10 001 index entries, ten times the
 * work of the page beside it, and every moderator opening a queue asks for the same first page.
 * A total is reused for at most TOTAL_TTL_MS, and any moderation write through this process drops
 * them all (`forgetTotals`), so a moderator never sees a total from before their own change.
 */
class ListTotals {
  #generation = 0;
  #entries = new Map<string, Entry>();

  async get(key: string, count: () => Promise<Total>): Promise<Total> {
    const now = performance.now();
    const hit = this.#entries.get(key);
    if (hit && hit.generation === this.#generation && now - hit.at < TOTAL_TTL_MS) return hit.total;
    // The generation is taken before counting: a write that lands meanwhile makes this entry stale.
    const generation = this.#generation;
    const total = await count();
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(key, { total, at: now, generation });
    return total;
  }

  forget(): void {
    this.#generation++;
    this.#entries.clear();
  }
}

const byDb = new WeakMap<Db, ListTotals>();

export function listTotals(db: Db): ListTotals {
  let totals = byDb.get(db);
  if (!totals) byDb.set(db, (totals = new ListTotals()));
  return totals;
}

/** Called by every write to the moderated tables once its transaction has ended (inTransaction). */
export function forgetTotals(db: Db): void {
  byDb.get(db)?.forget();
}

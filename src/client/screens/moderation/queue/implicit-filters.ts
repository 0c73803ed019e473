import { defaultQueueFilter, type ModerationQueue } from '#contract/api/moderation-kinds';

/**
 * The filter values a queue holds by default (what still waits: pending items, open reports) that
 * the address does not name yet; null when it names them all. Queue mode writes them into the
 * address, so the status is a real value in the filter bar that other filters narrow, never widen.
 */
export function missingQueueDefaults(queue: ModerationQueue, query: URLSearchParams): Record<string, string> | null {
  const missing = Object.entries(defaultQueueFilter(queue)).filter(([key]) => !query.get(key));
  return missing.length > 0 ? Object.fromEntries(missing.map(([k, v]) => [k, String(v)])) : null;
}

/** The address's query with those values in, for the render before the address has them. */
export function withValues(query: URLSearchParams, values: Record<string, string> | null): URLSearchParams {
  if (!values) return query;
  const next = new URLSearchParams(query);
  for (const [k, v] of Object.entries(values)) next.set(k, v);
  return next;
}

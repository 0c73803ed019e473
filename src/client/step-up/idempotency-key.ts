/**
 * A fresh idempotency key (contract: 8–128 of A-Za-z0-9_.:-). One per dialog opening: a
 * double-click or a retry after a step-up sends the same key, so the server replays the first
 * result instead of moving money twice.
 */
export function newIdempotencyKey(prefix: string): string {
  const random =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${prefix}-${random}`;
}

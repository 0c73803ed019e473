import { randomFillSync } from 'node:crypto';
import type { Context } from 'hono';

const NONCE_BYTES = 16;
/**
 * Random bytes for 256 nonces, taken from the CSPRNG in one call and each used once: a call per
 * reply (hono's NONCE) cost more than a page's own mapping. Node's randomUUID keeps such a pool too.
 */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let next = pool.length;

/** A fresh 128-bit nonce, base64. */
export function freshNonce(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const nonce = pool.toString('base64', next, next + NONCE_BYTES);
  next += NONCE_BYTES;
  return nonce;
}

/**
 * The style nonce of this reply, for the CSP header, made once per request and kept where the
 * console page reads it (`secureHeadersNonce`, as hono's NONCE keeps it).
 */
export function styleNonce(c: Context): string {
  let nonce = c.get('secureHeadersNonce');
  if (nonce === undefined) {
    nonce = freshNonce();
    c.set('secureHeadersNonce', nonce);
  }
  return `'nonce-${nonce}'`;
}

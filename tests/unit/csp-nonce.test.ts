import { describe, expect, it } from 'vitest';
import { freshNonce } from '#server/http/csp-nonce';

describe('freshNonce', () => {
  it('gives 128-bit base64 nonces, never the same one twice, also past a refill of its pool', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1_000; i++) {
      const nonce = freshNonce();
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1_000);
  });
});

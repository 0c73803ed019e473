import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A recovery code: 24 base32 characters (120 random bits) in groups of four. At 112 bits and more
 * a plain SHA-256 is enough to store it (ASVS 6.5.2); a slow hash would add nothing.
 */
export function newRecoveryCode(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0x1fff; // at most 12 bits are pending
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{4}/g)!.join('-');
}

/** Case, spaces and hyphens do not matter when a code is typed back. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

export function isTotpShaped(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}

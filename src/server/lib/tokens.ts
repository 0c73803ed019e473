import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe; the server keeps only their SHA-256. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookie: `<username>.<nonce>.<signature>`, the username base64url-encoded and the
 * signature an HMAC-SHA256 of both under a key only the server has. It proves that this browser
 * once logged in as that username; it grants nothing else (a login still needs the password, and
 * the second factor when it is on).
 */
export const DEVICE_COOKIE = 'bo_device';
/** A known device stays known this long after its last login. */
export const DEVICE_COOKIE_DAYS = 90;

const sign = (key: Buffer, username: string, nonce: string) =>
  createHmac('sha256', key).update(`device-cookie\n${username}\n${nonce}`).digest();

/** A new cookie value for `username`, with a fresh nonce. */
export function newDeviceCookie(key: Buffer, username: string): string {
  const nonce = randomBytes(16).toString('base64url');
  const signature = sign(key, username, nonce).toString('base64url');
  return `${Buffer.from(username).toString('base64url')}.${nonce}.${signature}`;
}

/** The cookie's nonce when it is a valid cookie of `username`, else null. */
export function deviceNonce(key: Buffer, value: string | undefined, username: string): string | null {
  const parts = value?.split('.');
  if (parts?.length !== 3) return null;
  const [who, nonce, signature] = parts as [string, string, string];
  if (Buffer.from(who, 'base64url').toString() !== username || !/^[\w-]{22}$/.test(nonce)) return null;
  const sent = Buffer.from(signature, 'base64url');
  const expected = sign(key, username, nonce);
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? nonce : null;
}

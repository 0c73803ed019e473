import type { ValidationRule } from '#contract/error-codes';
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX, PASSWORD_MIN } from '#contract/password-policy';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt floor: N = 2^17, r = 8, p = 1. The parameters travel with each hash. */
export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
let PARAMS = OWASP_SCRYPT_COST;

/**
 * The cost of new hashes; a stored hash is always checked with its own parameters. Only tests lower
 * it, where hashing is not what they test, so that a suite does not spend its time in scrypt.
 */
export function setScryptCost(cost: ScryptCost): void {
  PARAMS = cost;
  decoy = null;
}
const KEY_LENGTH = 32;
// 128 * N * r bytes is needed; the default cap (32 MiB) is below it.
const MAX_MEMORY = 256 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return timingSafeEqual(key, expected);
}

let decoy: Promise<string> | null = null;
/**
 * Unknown users are checked against a decoy hash, so that "no such user" takes as long as
 * "wrong password" and the two cannot be told apart.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(18).toString('base64'));
  await verifyPassword(password, await decoy);
  return false;
}

const COMMON = new Set([
  'password',
  'password1',
  'password123',
  'password1234',
  '123456789012',
  '1234567890123',
  'qwertyuiopas',
  'qwerty123456',
  '111111111111',
  '000000000000',
  'iloveyou1234',
  'administrator',
  'admin1234567',
  'adminadmin12',
  'welcome12345',
  'letmein12345',
  'passw0rd1234',
  'changeme1234',
  'abc123456789',
  'abcdefghijkl',
  '1q2w3e4r5t6y',
  'zaq12wsxcde3',
  'qazwsxedcrfv',
  'backoffice12',
  'backoffice123',
  'a1b2c3d4e5f6',
  'p@ssw0rd1234',
  'woaini123456',
  'aaaaaaaaaaaa',
  '12345678abcd',
]);

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, username: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN)
    return { message: `must be at least ${PASSWORD_MIN} characters`, rule: 'too_small', limit: PASSWORD_MIN };
  if (password.length > PASSWORD_MAX)
    return { message: `must be at most ${PASSWORD_MAX} characters`, rule: 'too_big', limit: PASSWORD_MAX };
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return { message: 'is too common', rule: 'too_common' };
  if (/^(.)\1+$/.test(password)) return { message: 'must not repeat one character', rule: 'repeated_character' };
  if (username && lower.includes(username.toLowerCase()))
    return { message: 'must not contain the username', rule: 'contains_username' };
  return null;
}

/** Why a password is refused: in English for `msg`, as a rule (and bound) for the console to translate. */
export interface PasswordProblem {
  message: string;
  rule: ValidationRule;
  limit?: number;
}

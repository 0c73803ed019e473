import type { ValidationRule } from '#contract/error-codes';
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_MIN_SCORE, type PasswordFeedback } from '#contract/password-policy';
import { currentHashOwner, hashQueue } from './hash-queue';
import { commonPasswords } from './common-passwords';
import { passwordStrength } from './password-strength';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

export interface PasswordCost {
  /** KiB */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * Argon2id at RFC 9106's second recommended option (64 MiB, t = 3, p = 4), above OWASP's floor
 * (19 MiB, t = 2, p = 1). It costs an attacker more memory than scrypt at OWASP's floor while a
 * login spends ~30 ms in it rather than ~300 ms. The parameters travel with each hash (PHC string).
 */
export const RFC9106_COST: PasswordCost = { memoryCost: 64 * 1024, timeCost: 3, parallelism: 4 };
let cost = RFC9106_COST;

/**
 * The cost of new hashes; a stored hash is always checked with its own parameters. Only tests lower
 * it, where hashing is not what they test.
 */
export function setPasswordCost(next: PasswordCost): void {
  cost = next;
  decoy = null;
}

const ARGON2ID_PREFIX = '$argon2id$';
// The library's enum is a `const enum`, which isolated modules cannot read: its value for Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;
const SCRYPT_MAX_MEMORY = 256 * 1024 * 1024;

/**
 * Every hash waits its turn in the hash queue (hash-queue.ts), so that one caller firing many
 * password checks at once cannot take every core from everyone else's logins.
 */
export async function hashPassword(password: string): Promise<string> {
  const normalised = password.normalize('NFKC');
  const hashCost = cost;
  return hashQueue.run(currentHashOwner(), () => argon2Hash(normalised, { algorithm: ARGON2ID, ...hashCost }));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalised = password.normalize('NFKC');
  if (stored.startsWith(ARGON2ID_PREFIX))
    return hashQueue.run(currentHashOwner(), () => argon2Verify(stored, normalised).catch(() => false));
  if (stored.startsWith('scrypt$')) return hashQueue.run(currentHashOwner(), () => verifyScrypt(normalised, stored));
  return false;
}

/** True when a stored hash is not Argon2id at today's cost: it is replaced at the next login. */
export function needsRehash(stored: string): boolean {
  const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!params) return true;
  const [, m, t, p] = params.map(Number);
  return m !== cost.memoryCost || t !== cost.timeCost || p !== cost.parallelism;
}

/** Hashes written before Argon2id: `scrypt$N$r$p$salt$key`. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT_MAX_MEMORY,
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

/**
 * "Mostly one repeated character": one character makes up more than half of it, or it has fewer
 * than 4 distinct characters ("aaaaaaaaaaa1", "abababababab").
 */
export function isMostlyRepeated(password: string): boolean {
  const counts = new Map<string, number>();
  for (const char of password) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...password].length;
  return counts.size < 4 || Math.max(...counts.values()) * 2 > length;
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, username: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN)
    return { message: `must be at least ${PASSWORD_MIN} characters`, rule: 'too_small', limit: PASSWORD_MIN };
  if (password.length > PASSWORD_MAX)
    return { message: `must be at most ${PASSWORD_MAX} characters`, rule: 'too_big', limit: PASSWORD_MAX };
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return { message: 'is too common', rule: 'too_common' };
  if (isMostlyRepeated(lower))
    return { message: 'must not be mostly one repeated character', rule: 'repeated_character' };
  if (username && lower.includes(username.toLowerCase()))
    return { message: 'must not contain the username', rule: 'contains_username' };
  // Patterns the lists cannot hold: a common word repeated, a year after a season, keyboard rows.
  const strength = passwordStrength(password, username ? [username] : []);
  if (strength.score < PASSWORD_MIN_SCORE)
    return {
      message: `is too easy to guess (zxcvbn score ${strength.score} of 4, at least ${PASSWORD_MIN_SCORE} needed)`,
      rule: 'too_weak',
      feedback: strength,
    };
  return null;
}

/** Why a password is refused: in English for `msg`, as a rule (and bound) for the console to translate. */
export interface PasswordProblem {
  message: string;
  rule: ValidationRule;
  limit?: number;
  feedback?: PasswordFeedback;
}

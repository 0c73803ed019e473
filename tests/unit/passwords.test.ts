import { randomBytes, scryptSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  RFC9106_COST,
  setPasswordCost,
  verifyAgainstDecoy,
  verifyPassword,
} from '#server/lib/passwords';

const CHEAP = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
afterEach(() => setPasswordCost(RFC9106_COST));

/** A hash as the console stored it before Argon2id. */
function legacyScrypt(password: string, N = 2 ** 10): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N, r: 8, p: 1 });
  return ['scrypt', N, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashing', () => {
  it('hashes with Argon2id at RFC 9106 (64 MiB, t = 3, p = 4) and a 16-byte salt', async () => {
    const stored = await hashPassword('Correct-Horse-42');
    const [, scheme, version, params, salt] = stored.split('$');
    expect([scheme, version, params]).toEqual(['argon2id', 'v=19', 'm=65536,t=3,p=4']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(await verifyPassword('Correct-Horse-42', stored)).toBe(true);
    expect(await verifyPassword('Correct-Horse-43', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash and normalises the password (NFKC) before hashing', async () => {
    setPasswordCost(CHEAP);
    const a = await hashPassword('Ｐａｓｓｗｏｒｄ-１２３４');
    expect(a).not.toBe(await hashPassword('Ｐａｓｓｗｏｒｄ-１２３４'));
    expect(await verifyPassword('Password-1234', a)).toBe(true);
  });

  it('checks a stored hash with its own parameters after the cost changes, and asks for a rehash', async () => {
    setPasswordCost(CHEAP);
    const cheap = await hashPassword('Stored-Before-1');
    setPasswordCost(RFC9106_COST);
    expect(await verifyPassword('Stored-Before-1', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
  });

  it('still accepts the scrypt hashes written before Argon2id, and marks them for a rehash', async () => {
    const legacy = legacyScrypt('Older-Password-9');
    expect(await verifyPassword('Older-Password-9', legacy)).toBe(true);
    expect(await verifyPassword('Older-Password-8', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('refuses malformed stored hashes and answers unknown users with false', async () => {
    expect(await verifyPassword('x', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1024$8')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$v=19$m=1024,t=1,p=1$broken')).toBe(false);
    setPasswordCost(CHEAP);
    expect(await verifyAgainstDecoy('anything-at-all')).toBe(false);
  });
});

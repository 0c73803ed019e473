import { afterEach, describe, expect, it } from 'vitest';
import {
  hashPassword,
  OWASP_SCRYPT_COST,
  setScryptCost,
  verifyAgainstDecoy,
  verifyPassword,
} from '#server/lib/passwords';

afterEach(() => setScryptCost(OWASP_SCRYPT_COST));

describe('password hashing', () => {
  it('hashes with scrypt at the OWASP floor (N = 2^17, r = 8, p = 1) and a 16-byte salt', async () => {
    const stored = await hashPassword('Correct-Horse-42');
    const [scheme, n, r, p, salt, key] = stored.split('$');
    expect([scheme, Number(n), Number(r), Number(p)]).toEqual(['scrypt', 2 ** 17, 8, 1]);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
    expect(await verifyPassword('Correct-Horse-42', stored)).toBe(true);
    expect(await verifyPassword('Correct-Horse-43', stored)).toBe(false);
  });

  it('salts every hash and normalises the password (NFKC) before hashing', async () => {
    setScryptCost({ N: 2 ** 10, r: 8, p: 1 });
    const a = await hashPassword('Ｐａｓｓｗｏｒｄ-１２３４');
    expect(a).not.toBe(await hashPassword('Ｐａｓｓｗｏｒｄ-１２３４'));
    expect(await verifyPassword('Password-1234', a)).toBe(true);
  });

  it('checks a stored hash with its own parameters after the cost changes', async () => {
    setScryptCost({ N: 2 ** 10, r: 8, p: 1 });
    const cheap = await hashPassword('Stored-Before-1');
    setScryptCost(OWASP_SCRYPT_COST);
    expect(await verifyPassword('Stored-Before-1', cheap)).toBe(true);
    expect((await hashPassword('Stored-Before-1')).split('$')[1]).toBe(String(2 ** 17));
  });

  it('refuses malformed stored hashes and answers unknown users with false', async () => {
    expect(await verifyPassword('x', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1024$8')).toBe(false);
    setScryptCost({ N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyAgainstDecoy('anything-at-all')).toBe(false);
  });
});

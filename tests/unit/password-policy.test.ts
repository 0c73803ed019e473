import { describe, expect, it } from 'vitest';
import { isMostlyRepeated, passwordProblem } from '#server/lib/passwords';
import { commonPasswords } from '#server/lib/common-passwords';
import { PASSWORD_MAX, PASSWORD_MIN } from '#contract/password-policy';

const rule = (password: string, username = 'lin.wei') => passwordProblem(password, username)?.rule ?? null;

describe('password policy', () => {
  it('holds the breached-password lists: more than 10 000 entries of allowed length, nothing shorter or longer', () => {
    const list = commonPasswords();
    // 437 651 SecLists entries and 49 233 zxcvbn ones, of which those of 12–128 characters stay.
    expect(list.size).toBeGreaterThan(10_000);
    for (const entry of list) {
      expect(entry.length).toBeGreaterThanOrEqual(PASSWORD_MIN);
      expect(entry.length).toBeLessThanOrEqual(PASSWORD_MAX);
    }
  });

  it.each(['123456789012', 'qwertyuiopasdfgh', 'Password1234', 'iloveyoubaby', '1qaz2wsx3edc4rfv'])(
    'refuses the breached password %s, whatever its case',
    (password) => expect(rule(password)).toBe('too_common'),
  );

  it.each(['aaaaaaaaaaa1', 'abababababab', 'x1x2x3x4x5x6xx', 'zzzzzzz-pass'])(
    'refuses %s as mostly one repeated character',
    (password) => expect(rule(password)).toBe('repeated_character'),
  );

  it('draws the repeated-character line at more than half, or fewer than 4 distinct characters', () => {
    expect(isMostlyRepeated('aaaaaabcdefg')).toBe(false); // 6 of 12: half, not more
    expect(isMostlyRepeated('aaaaaaabcdef')).toBe(true); // 7 of 12
    expect(isMostlyRepeated('abcabcabcabc')).toBe(true); // 3 distinct
    expect(isMostlyRepeated('abcdabcdabcd')).toBe(false); // 4 distinct
  });

  it('refuses a password containing the username, in any case', () => {
    expect(rule('my-LIN.WEI-passphrase')).toBe('contains_username');
  });

  it('accepts a long unguessable passphrase', () => {
    expect(rule('violet-harbour-trumpet-42')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { hotp, base32Decode } from '../api/fixtures/rfc6238';

// The test side's own TOTP must be right before it can judge the server's: RFC 6238 appendix B.
describe('the test-side RFC 6238 computation', () => {
  const key = Buffer.from('12345678901234567890');
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s gives %s (SHA-1 vector, last 6 digits)', (seconds, code) => {
    expect(hotp(key, Math.floor(seconds / 30))).toBe(code);
  });

  it('decodes base32 as RFC 4648 does', () => {
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
  });
});

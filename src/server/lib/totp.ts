import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
const PERIOD = 30;
const DIGITS = 6;
/** ±1 step of clock drift between the server and the phone (ASVS 6.5.5 keeps the step at 30 s). */
const DRIFT_STEPS = 1;

/** A new 160-bit secret from the CSPRNG (RFC 4226 recommends 160 bits), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret });
}

/** The `otpauth://` URI an authenticator app scans from the QR code. */
export function otpauthUri(secret: string, issuer: string, label: string): string {
  return totp(secret, label, issuer).toString();
}

/**
 * The time step `code` belongs to, within the drift allowed around `now`, or null. The caller
 * accepts it only if the step is later than the last one used, so a code works once.
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

import type { Db } from '../../db/client';
import type { Config } from '../../config';
import { takeRecoveryCode, takeStep, type MfaRow } from '../../db/mfa-rows';
import { open, seal } from '../../lib/secret-box';
import { matchingStep } from '../../lib/totp';
import { hashRecoveryCode, isTotpShaped } from '../../lib/recovery-codes';
import { claimFactorGuess, settleFactorGuess } from './second-factor-ceiling';

export type SecondFactorUse = 'totp' | 'recovery';

/** The associated data that ties a sealed secret to its admin. */
export const mfaContext = (adminId: number) => `admin-mfa:${adminId}`;

export function encryptionKey(config: Config): Buffer {
  // main.ts refuses to start without the key once any admin has MFA, so this is a wiring fault.
  if (!config.MFA_ENCRYPTION_KEY) throw new Error('MFA_ENCRYPTION_KEY is not set but an admin has MFA');
  return config.MFA_ENCRYPTION_KEY;
}

export function sealSecret(config: Config, adminId: number, secret: string): string {
  return seal(encryptionKey(config), secret, mfaContext(adminId));
}

export function openSecret(config: Config, adminId: number, sealed: string): string {
  const secret = open(encryptionKey(config), sealed, mfaContext(adminId));
  if (secret === null) throw new Error(`the MFA secret of admin ${adminId} does not open with MFA_ENCRYPTION_KEY`);
  return secret;
}

/** Whether this admin has a confirmed second factor. */
export function isEnabled(row: MfaRow | null): row is MfaRow & { secret: string } {
  return row !== null && row.enabledAt !== null && row.secret !== null;
}

/**
 * Checks and uses up a second factor: a TOTP code (its time step must be later than the last one
 * used, so no code works twice) or an unused recovery code. Null when it is wrong or spent;
 * `locked` when the account's wrong codes reached the ceiling (second-factor-ceiling.ts), which
 * refuses authenticator codes unchecked until a recovery code is used.
 */
export async function useSecondFactor(
  db: Db,
  config: Config,
  row: MfaRow & { secret: string },
  code: string,
  where: { ip: string; requestId: string },
): Promise<SecondFactorUse | 'locked' | null> {
  const totp = isTotpShaped(code);
  const guess = await claimFactorGuess(db, row.adminId, !totp, where);
  if (guess.attemptId === null) return 'locked';
  let used: SecondFactorUse | null;
  if (totp) {
    const step = matchingStep(openSecret(config, row.adminId, row.secret), code.trim());
    used = step !== null && (await takeStep(db, row.adminId, step)) ? 'totp' : null;
  } else {
    used = (await takeRecoveryCode(db, row.adminId, hashRecoveryCode(code))) ? 'recovery' : null;
  }
  await settleFactorGuess(db, row.adminId, guess, used, where);
  return used;
}

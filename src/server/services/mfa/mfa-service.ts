import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mfaRequiredRoles, type Config } from '../../config';
import type { Actor, Operator } from '../../domain/actor';
import { adminSessions, admins } from '../../db/schema/staff';
import { notFound, refused, secondFactorRequired, tooManyAttempts } from '../../domain/api-error';
import {
  deleteMfa,
  enableMfa,
  loadMfa,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  savePendingSecret,
} from '../../db/mfa-rows';
import { newTotpSecret, matchingStep, otpauthUri } from '../../lib/totp';
import { hashRecoveryCode, newRecoveryCode } from '../../lib/recovery-codes';
import { RECOVERY_CODE_COUNT } from '#contract/api/mfa';
import { requireRecentReauth } from '../auth/auth-service';
import { claimAttempt, markAttemptSucceeded, type Claim } from '../auth/claim-attempt';
import { isEnabled, openSecret, sealSecret, useSecondFactor } from '../auth/second-factor';
import { revokeAllSessions } from '../auth/sessions';
import { revokeTokensOfMaker } from '../auth/maker-tokens';
import { recordAction } from '../core/action-log';

/** The name authenticator apps show above the code. */
const ISSUER = 'Backoffice';

export async function mfaStatus(db: Db, config: Config, actor: Actor) {
  const row = await loadMfa(db, actor.adminId);
  const enabled = isEnabled(row);
  return {
    enabled,
    required: mfaRequiredRoles(config).some((r) => actor.session.roles.includes(r)),
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, actor.adminId) : 0,
  };
}

/** A new secret, kept pending (encrypted) until a code from it is confirmed; needs a fresh step-up. */
export async function enrollMfa(db: Db, config: Config, actor: Actor) {
  requireRecentReauth(actor.session);
  if (!config.MFA_ENCRYPTION_KEY) {
    throw refused('NO_KEY', 'The server has no MFA_ENCRYPTION_KEY; an operator must set it first');
  }
  const secret = newTotpSecret();
  return db.transaction(async (tx) => {
    if (!(await savePendingSecret(tx, actor.adminId, sealSecret(config, actor.adminId, secret)))) {
      throw refused('ALREADY_ENABLED', 'A second factor is already on; turn it off first');
    }
    await recordAction(tx, {
      adminId: actor.adminId,
      action: 'mfa.enroll',
      targetType: 'admin',
      targetId: actor.adminId,
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return { secret, otpauthUri: otpauthUri(secret, ISSUER, actor.session.username) };
  });
}

/** Checks a code of the pending secret, turns MFA on and hands out the recovery codes, once. */
export async function confirmMfa(db: Db, config: Config, actor: Actor, code: string) {
  const claim = await claimAttempt(db, actor.session.username, actor, true);
  try {
    return await checkConfirmation(db, config, actor, code, claim);
  } finally {
    claim.release();
  }
}

async function checkConfirmation(db: Db, config: Config, actor: Actor, code: string, claim: Claim) {
  const row = await loadMfa(db, actor.adminId);
  if (!row?.pendingSecret || row.enabledAt) throw refused('NO_ENROLMENT', 'No enrolment is waiting; start one first');
  const step = matchingStep(openSecret(config, actor.adminId, row.pendingSecret), code);
  if (step === null) {
    await recordAction(db, {
      adminId: actor.adminId,
      action: 'mfa.confirm_failed',
      targetType: 'admin',
      targetId: actor.adminId,
      ip: actor.ip,
      requestId: actor.requestId,
    });
    throw claim.underLock ? tooManyAttempts(claim.underLock) : secondFactorRequired('invalid');
  }
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const endedSessions = await db.transaction(async (tx) => {
    if (!(await enableMfa(tx, actor.adminId, row.pendingSecret!, step))) {
      throw refused('ENROLMENT_CHANGED', 'The enrolment changed meanwhile; start again');
    }
    await replaceRecoveryCodes(tx, actor.adminId, recoveryCodes.map(hashRecoveryCode));
    await markAttemptSucceeded(tx, claim.attemptId);
    // Sessions opened with the password alone (perhaps by whoever made the owner enrol now) end;
    // this one stays, and no step-up taken without the factor counts any more.
    const ended = await revokeAllSessions(tx, actor.adminId, 'MFA_ENROLLED', actor.session.sessionId);
    await tx.update(adminSessions).set({ reauthAt: null }).where(eq(adminSessions.adminId, actor.adminId));
    await recordAction(tx, {
      adminId: actor.adminId,
      action: 'mfa.enabled',
      targetType: 'admin',
      targetId: actor.adminId,
      after: { recoveryCodes: RECOVERY_CODE_COUNT, revokedSessions: ended },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return ended;
  });
  return { recoveryCodes, endedSessions };
}

/** Turns one's own MFA off: a fresh step-up and a current code (or a recovery code). */
export async function disableMfa(db: Db, config: Config, actor: Actor, code: string): Promise<void> {
  requireRecentReauth(actor.session);
  const claim = await claimAttempt(db, actor.session.username, actor, true);
  try {
    await checkDisable(db, config, actor, code, claim);
  } finally {
    claim.release();
  }
}

async function checkDisable(db: Db, config: Config, actor: Actor, code: string, claim: Claim): Promise<void> {
  const row = await loadMfa(db, actor.adminId);
  if (!isEnabled(row)) throw refused('NO_SECOND_FACTOR', 'No second factor is on');
  const used = await useSecondFactor(db, config, row, code, actor);
  if (!used || used === 'locked') {
    await recordAction(db, {
      adminId: actor.adminId,
      action: 'mfa.disable_failed',
      targetType: 'admin',
      targetId: actor.adminId,
      ip: actor.ip,
      requestId: actor.requestId,
    });
    throw claim.underLock ? tooManyAttempts(claim.underLock) : secondFactorRequired(used ?? 'invalid');
  }
  await db.transaction(async (tx) => {
    await deleteMfa(tx, actor.adminId);
    await markAttemptSucceeded(tx, claim.attemptId);
    const revokedApiTokens = await revokeTokensOfMaker(tx, actor.adminId, 'MAKER_MFA_DISABLED', actor.adminId);
    await recordAction(tx, {
      adminId: actor.adminId,
      action: 'mfa.disabled',
      targetType: 'admin',
      targetId: actor.adminId,
      after: { secondFactor: used, ...(revokedApiTokens ? { revokedApiTokens } : {}) },
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
}

/**
 * Removes another admin's second factor (a lost phone): an ADMIN_ROOT with a fresh step-up, or
 * the operator's command line. The admin's sessions end, since the phone may be in other hands.
 */
export async function resetMfa(
  db: Db,
  actor: Actor | Operator,
  who: string | { id: number },
): Promise<{ adminId: number; revokedSessions: number }> {
  if (actor.session) requireRecentReauth(actor.session);
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: admins.id, username: admins.username })
      .from(admins)
      .where(typeof who === 'string' ? eq(admins.username, who) : eq(admins.id, who.id))
      .limit(1)
      .for('update');
    if (!admin) throw notFound('admin');
    if (!(await deleteMfa(tx, admin.id))) throw refused('NO_SECOND_FACTOR', `${admin.username} has no second factor`);
    const revokedSessions = await revokeAllSessions(tx, admin.id, 'MFA_RESET');
    const revokedApiTokens = await revokeTokensOfMaker(tx, admin.id, 'MAKER_MFA_RESET', actor.adminId);
    await recordAction(tx, {
      adminId: actor.adminId,
      action: 'mfa.reset',
      targetType: 'admin',
      targetId: admin.id,
      after: { username: admin.username, revokedSessions, ...(revokedApiTokens ? { revokedApiTokens } : {}) },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return { adminId: admin.id, revokedSessions };
  });
}

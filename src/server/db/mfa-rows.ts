import { and, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import { adminMfa, adminRecoveryCodes } from './schema/mfa';

export type MfaRow = typeof adminMfa.$inferSelect;

export async function loadMfa(db: Db, adminId: number): Promise<MfaRow | null> {
  const [row] = await db.select().from(adminMfa).where(eq(adminMfa.adminId, adminId)).limit(1);
  return row ?? null;
}

/** Takes the time step for this admin if it is later than the last one used; false on a replay. */
export async function takeStep(db: Db, adminId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(adminMfa)
    .set({ lastStep: step })
    .where(and(eq(adminMfa.adminId, adminId), isNotNull(adminMfa.enabledAt), lt(adminMfa.lastStep, step)))
    .returning({ adminId: adminMfa.adminId });
  return taken.length > 0;
}

/** Uses a recovery code once: false when it is not this admin's or was used already. */
export async function takeRecoveryCode(db: Db, adminId: number, codeHash: string): Promise<boolean> {
  const taken = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return taken.length > 0;
}

export async function recoveryCodesLeft(db: Db, adminId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Starts or restarts an enrolment; an enabled factor is left alone (the caller refuses that). */
export async function savePendingSecret(db: Db, adminId: number, sealed: string): Promise<boolean> {
  const saved = await db
    .insert(adminMfa)
    .values({ adminId, pendingSecret: sealed, pendingAt: new Date() })
    .onConflictDoUpdate({
      target: adminMfa.adminId,
      set: { pendingSecret: sealed, pendingAt: new Date() },
      setWhere: isNull(adminMfa.enabledAt),
    })
    .returning({ adminId: adminMfa.adminId });
  return saved.length > 0;
}

/** Turns the pending secret into the live one, if it is still the one that was checked. */
export async function enableMfa(db: Db, adminId: number, pendingSealed: string, step: number): Promise<boolean> {
  const enabled = await db
    .update(adminMfa)
    .set({ secret: pendingSealed, pendingSecret: null, pendingAt: null, enabledAt: new Date(), lastStep: step })
    .where(and(eq(adminMfa.adminId, adminId), eq(adminMfa.pendingSecret, pendingSealed), isNull(adminMfa.enabledAt)))
    .returning({ adminId: adminMfa.adminId });
  return enabled.length > 0;
}

export async function replaceRecoveryCodes(db: Db, adminId: number, codeHashes: string[]): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  await db.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ adminId, codeHash })));
}

/** Removes the factor and its recovery codes; false when there was none. */
export async function deleteMfa(db: Db, adminId: number): Promise<boolean> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
  const deleted = await db.delete(adminMfa).where(eq(adminMfa.adminId, adminId)).returning({ at: adminMfa.enabledAt });
  return deleted.some((r) => r.at !== null);
}

export async function countMfaEnabled(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminMfa).where(isNotNull(adminMfa.enabledAt));
  return row?.n ?? 0;
}

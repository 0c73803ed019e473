import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from './client';
import { personHolds } from './schema/rules';
import { admins } from './schema/staff';

export type PersonHoldRow = typeof personHolds.$inferSelect & { createdByName: string | null };

/** The hold in force on an account (not lifted, not past its end by the database clock), if any. */
export async function holdInForce(db: Db, accountId: number): Promise<PersonHoldRow | null> {
  const [row] = await db
    .select({ hold: personHolds, createdByName: admins.username })
    .from(personHolds)
    .leftJoin(admins, eq(admins.id, personHolds.createdBy))
    .where(and(eq(personHolds.accountId, accountId), isNull(personHolds.liftedAt), gt(personHolds.until, sql`now()`)))
    .orderBy(desc(personHolds.id))
    .limit(1);
  return row ? { ...row.hold, createdByName: row.createdByName } : null;
}

/** Ends every hold in force on the account now; returns the ids ended. */
export async function liftHolds(tx: Db, accountId: number, adminId: number): Promise<number[]> {
  const rows = await tx
    .update(personHolds)
    .set({ liftedAt: sql`now()`, liftedBy: adminId })
    .where(and(eq(personHolds.accountId, accountId), isNull(personHolds.liftedAt), gt(personHolds.until, sql`now()`)))
    .returning({ id: personHolds.id });
  return rows.map((r) => r.id);
}

export async function insertHold(
  tx: Db,
  values: { accountId: number; until: Date; reason: string; createdBy: number },
): Promise<number> {
  const [row] = await tx.insert(personHolds).values(values).returning({ id: personHolds.id });
  return row!.id;
}

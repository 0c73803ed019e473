import { and, eq, isNull, sql } from 'drizzle-orm';
import { apiTokens } from '../../db/schema/api-tokens';
import type { Db } from '../../db/client';
import type { ApiTokenRevokeReason } from '#contract/api/api-tokens';

/**
 * Revokes every live API token an admin made, in the caller's transaction: a token acts as its
 * maker, so it must not outlive a change of the maker's credentials (a password changed or reset,
 * a second factor turned off or reset, roles changed, the account disabled). `by` is who changed
 * them (null: the operator's command line). Returns how many were revoked, for the log row.
 */
export async function revokeTokensOfMaker(
  tx: Db,
  makerId: number,
  reason: Exclude<ApiTokenRevokeReason, 'REVOKED'>,
  by: number | null,
): Promise<number> {
  const revoked = await tx
    .update(apiTokens)
    .set({ revokedAt: sql`now()`, revokedBy: by, revokedReason: reason })
    .where(and(eq(apiTokens.createdBy, makerId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return revoked.length;
}

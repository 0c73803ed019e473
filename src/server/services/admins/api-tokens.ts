import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { apiTokens } from '../../db/schema/api-tokens';
import { admins } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import { API_TOKEN_PREFIX, type ApiToken, type ApiTokenRevokeReason } from '#contract/api/api-tokens';
import type { Role } from '#contract/roles';
import { notFound } from '../../domain/api-error';
import type { Actor } from '../../domain/actor';
import { hashToken, newToken } from '../../lib/tokens';
import { recordAction } from '../core/action-log';
import { requireRecentReauth } from '../auth/auth-service';

/** How many tokens a list shows; ended ones past that are history, which the action log keeps. */
const LIST_LIMIT = 200;
/** Enough of the secret to tell tokens apart, too little to guess the rest. */
const HINT_LENGTH = API_TOKEN_PREFIX.length + 6;

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  role: apiTokens.role,
  hint: apiTokens.hint,
  createdBy: apiTokens.createdBy,
  createdByUsername: admins.username,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
  revokedReason: apiTokens.revokedReason,
};
interface TokenRow {
  id: number;
  name: string;
  role: Role;
  hint: string;
  createdBy: number;
  createdByUsername: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  revokedReason: ApiTokenRevokeReason | null;
}

function toApiToken(row: TokenRow, now: number): ApiToken {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    hint: row.hint,
    createdBy: row.createdBy,
    createdByUsername: row.createdByUsername,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
    revokedReason: row.revokedAt ? (row.revokedReason ?? 'REVOKED') : null,
    state: row.revokedAt ? 'REVOKED' : now >= row.expiresAt.getTime() ? 'EXPIRED' : 'ACTIVE',
  };
}

const selectTokens = (db: Db) =>
  db.select(columns).from(apiTokens).innerJoin(admins, eq(admins.id, apiTokens.createdBy));

/** Every API token, newest first; revoked and expired ones only when asked. */
export async function listApiTokens(db: Db, includeEnded: boolean): Promise<{ list: ApiToken[] }> {
  const rows = await selectTokens(db)
    .where(includeEnded ? undefined : and(isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, sql`now()`)))
    .orderBy(desc(apiTokens.id))
    .limit(LIST_LIMIT);
  const now = Date.now();
  return { list: rows.map((r) => toApiToken(r, now)) };
}

/**
 * Makes a token for scripts. It grants a role's powers to whoever holds the secret, so making
 * one is a step-up action, like creating an admin; the secret is returned this once.
 */
export async function createApiToken(
  db: Db,
  actor: Actor,
  input: { name: string; role: Role; expiresInDays: number },
): Promise<{ token: ApiToken; secret: string }> {
  requireRecentReauth(actor.session);
  const secret = API_TOKEN_PREFIX + newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + input.expiresInDays * 86_400_000);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiTokens)
      .values({
        name: input.name,
        role: input.role,
        tokenHash: hashToken(secret),
        hint: secret.slice(0, HINT_LENGTH),
        createdBy: actor.adminId,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: apiTokens.id });
    const id = created!.id;
    await recordAction(tx, {
      adminId: actor.adminId,
      action: 'api_token.create',
      targetType: 'api_token',
      targetId: id,
      after: { name: input.name, role: input.role, expiresAt: expiresAt.toISOString() },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    const [row] = await selectTokens(tx).where(eq(apiTokens.id, id));
    return { token: toApiToken(row!, now.getTime()), secret };
  });
}

/** Revokes a token at once (its next call gets 60001); revoking it again changes nothing and says so. */
export async function revokeApiToken(db: Db, actor: Actor, tokenId: number): Promise<{ revoked: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: apiTokens.id, name: apiTokens.name, role: apiTokens.role })
      .from(apiTokens)
      .where(eq(apiTokens.id, tokenId));
    if (!existing) throw notFound('API token');
    const changed = await tx
      .update(apiTokens)
      .set({ revokedAt: sql`now()`, revokedBy: actor.adminId, revokedReason: 'REVOKED' })
      .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id });
    const revoked = changed.length > 0;
    if (revoked) {
      await recordAction(tx, {
        adminId: actor.adminId,
        action: 'api_token.revoke',
        targetType: 'api_token',
        targetId: tokenId,
        after: {
          name: existing.name,
          role: existing.role,
          ...(actor.session.apiTokenId ? { byApiToken: actor.session.apiTokenId } : {}),
        },
        ip: actor.ip,
        requestId: actor.requestId,
      });
    }
    return { revoked };
  });
}

import { sql } from 'drizzle-orm';
import {
  accountNotes,
  enforcementOf,
  enforcementSummary,
  enforcementsWhere,
  insertNote,
  lockAccount,
} from '../../db/enforcement-rows';
import { queryRows } from '../../db/client';
import { notFound } from '../../domain/api-error';
import { recordAction } from '../core/action-log';
import { inTransaction } from '../core/transaction';
import type { EnforcementContext } from './context';
import type { AccountNote, EnforcementRow, EnforcementSummary } from '#contract/api/enforcement';

async function mustExist(ctx: EnforcementContext, accountId: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(ctx.db, sql`SELECT id FROM accounts WHERE id = ${accountId}`);
  if (!row) throw notFound('account');
}

/** One account's enforcements, newest first, and the summary the drawer heads them with. */
export async function enforcementHistory(
  ctx: EnforcementContext,
  accountId: number,
): Promise<{ list: EnforcementRow[]; summary: EnforcementSummary }> {
  await mustExist(ctx, accountId);
  const [rows, summary] = await Promise.all([
    enforcementsWhere(ctx.db, sql`e.account_id = ${accountId}`, sql`e.created_at DESC, e.id DESC`),
    enforcementSummary(ctx.db, accountId, ctx.clock),
  ]);
  return { list: rows.map((r) => enforcementOf(r, ctx.clock)), summary };
}

export async function listNotes(ctx: EnforcementContext, accountId: number): Promise<{ list: AccountNote[] }> {
  await mustExist(ctx, accountId);
  return { list: await accountNotes(ctx.db, accountId) };
}

/** Appends a note (the table refuses any change after); logged with its text. */
export function addNote(ctx: EnforcementContext, body: { accountId: number; text: string }): Promise<AccountNote> {
  return inTransaction(ctx.db, async (tx) => {
    if (!(await lockAccount(tx, body.accountId))) throw notFound('account');
    const note = await insertNote(tx, body.accountId, ctx.actor.adminId, body.text, ctx.clock.now);
    await recordAction(tx, {
      adminId: ctx.actor.adminId,
      action: 'account.note_add',
      targetType: 'account',
      targetId: body.accountId,
      after: { noteId: note.id, text: note.text },
      ip: ctx.actor.ip,
      requestId: ctx.actor.requestId,
    });
    return note;
  });
}

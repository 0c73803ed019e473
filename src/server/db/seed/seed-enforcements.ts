import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { insertEnforcement, insertNote, lockAccount, updateEnforcement } from '../enforcement-rows';
import { insertActionRows } from '../moderation-action-rows';
import { updateAtVersions } from '../moderation-bulk';
import { MODERATED } from '../moderation-tables';
import { accounts } from '../schema/content';
import type { SeedContext } from './seed-context';
import type { EnforcementKind } from '#contract/enforcement';
import { storedReason, type ReasonCode } from '#contract/moderation-reasons';

/**
 * Warnings, suspensions, a ban, notes and open appeals, so the Appeals screen, the drawers and the
 * queue cards' author lines show something in the demo. Written row by row the way the services
 * write them (`services/enforcement/`: the account locked, the enforcement row, the ban through
 * the account's status path, one action-log row per act with the same shape), so the database's
 * own triggers keep `suspended_until` and the authors' strike scores as they would for a
 * moderator's call. Times are the seed instant less an age, as everywhere in the seed; the
 * action-log rows carry the time they were written, as seed-rules' do.
 */

const DAY_MS = 86_400_000;
const SEED = { ip: 'seed', requestId: 'seed' };

interface Act {
  /** Which of the picked accounts (see `pickAccounts`). */
  account: number;
  kind: EnforcementKind;
  by: 'agent' | 'root';
  reasonCode: ReasonCode;
  note?: string;
  ageDays: number;
  days?: number;
  /** Link it to the account's flagged moment, as `w` in the queue would (here without disabling it). */
  linked?: boolean;
  appeal?: { text: string; ageDays: number };
}

const ACTS: readonly Act[] = [
  { account: 0, kind: 'warn', by: 'agent', reasonCode: 'spam', ageDays: 12, linked: true },
  {
    account: 0,
    kind: 'warn',
    by: 'agent',
    reasonCode: 'harassment',
    note: '评论区骂人',
    ageDays: 3,
    appeal: { text: '那是我和朋友开玩笑，他不介意的。', ageDays: 2 },
  },
  { account: 1, kind: 'warn', by: 'root', reasonCode: 'low_quality', ageDays: 6, linked: true },
  { account: 2, kind: 'warn', by: 'agent', reasonCode: 'fraud', ageDays: 40 },
  {
    account: 2,
    kind: 'suspend',
    by: 'agent',
    reasonCode: 'fraud',
    note: 'second scam link after a warning',
    ageDays: 2,
    days: 7,
    appeal: { text: 'My account was hacked, I did not post those links. I changed my password.', ageDays: 1 },
  },
  { account: 3, kind: 'suspend', by: 'root', reasonCode: 'harassment', ageDays: 20, days: 3 },
  {
    account: 4,
    kind: 'ban',
    by: 'root',
    reasonCode: 'illegal_goods',
    note: '多次出售违禁品',
    ageDays: 5,
    appeal: { text: '我已经删除了所有商品，请给一次机会。', ageDays: 4 },
  },
];

const NOTES: readonly { account: number; by: 'agent' | 'root'; ageDays: number; text: string }[] = [
  { account: 2, by: 'agent', ageDays: 40, text: '用户说链接是朋友发的，先警告一次。' },
  { account: 2, by: 'root', ageDays: 2, text: 'Same pattern again: suspended for a week. Ban if it comes back.' },
  { account: 4, by: 'root', ageDays: 5, text: '客服确认过订单记录，封禁前已私信说明。' },
];

/** Rows this step adds per table. */
export const DEMO_ENFORCEMENT_ROWS = {
  enforcements: ACTS.length,
  warnings: ACTS.filter((a) => a.kind === 'warn').length,
  appeals: ACTS.filter((a) => a.appeal).length,
  notes: NOTES.length,
} as const;

/**
 * Authors of seeded spam still waiting in the moments queue with the scam-links flag on it (the
 * people a moderator would warn), in good standing and registered long before the acts, the first
 * of them by id: the same accounts on every run and database.
 */
async function pickAccounts(ctx: SeedContext, n: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    ctx.db,
    sql`SELECT a.id FROM accounts a
        WHERE a.enabled AND a.status = 'NORMAL' AND a.registered_at < ${sql.raw(ctx.now)} - interval '60 days'
          AND EXISTS (${flaggedMoments(sql`a.id`)})
        ORDER BY a.id LIMIT ${n}`,
  );
  return rows.map((r) => r.id);
}

/** The account's pending moments a demo rule flagged. */
const flaggedMoments = (accountId: SQL) =>
  sql`SELECT m.id FROM moments m JOIN rule_hits h ON h.content_kind = 'moment' AND h.content_id = m.id
      WHERE m.account_id = ${accountId} AND m.audit_status = 'PENDING' AND m.enabled`;

async function oldestFlaggedMoment(db: Db, accountId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`${flaggedMoments(sql`${accountId}`)} ORDER BY m.id LIMIT 1`);
  return row!.id;
}

export async function seedDemoEnforcements(ctx: SeedContext): Promise<void> {
  const db = ctx.db;
  const admin = (name: 'agent' | 'root') => ctx.admins.all.find((a) => a.username === name)!.id;
  const at = (ageDays: number) => new Date(ctx.nowMs - ageDays * DAY_MS);
  const picked = await pickAccounts(ctx, 5);
  if (picked.length < 5) return;

  for (const act of ACTS) {
    const accountId = picked[act.account]!;
    const adminId = admin(act.by);
    const reason = storedReason(act.reasonCode, act.note)!;
    const startsAt = at(act.ageDays);
    const endsAt = act.days === undefined ? null : new Date(startsAt.getTime() + act.days * DAY_MS);
    const contentId = act.linked ? await oldestFlaggedMoment(db, accountId) : null;
    const account = (await lockAccount(db, accountId))!;
    if (act.kind === 'ban') {
      const versions = await updateAtVersions(db, MODERATED.account, [account], [[accounts.status, 'BANNED']]);
      await insertActionRows(db, {
        adminId,
        action: 'account.set_status',
        targetType: 'account',
        ...SEED,
        rows: [
          {
            targetId: String(accountId),
            before: { status: account.status, version: account.version },
            after: { status: 'BANNED', version: versions.get(accountId) },
            reason,
          },
        ],
      });
    }
    const row = await insertEnforcement(db, {
      accountId,
      kind: act.kind,
      reasonCode: act.reasonCode,
      reason,
      contentKind: contentId === null ? null : 'moment',
      contentId,
      startsAt,
      endsAt,
      previousStatus: act.kind === 'ban' ? account.status : null,
      replacesId: null,
      createdBy: adminId,
    });
    const id = row.id;
    await insertActionRows(db, {
      adminId,
      action: `account.${act.kind}`,
      targetType: 'account',
      ...SEED,
      rows: [
        {
          targetId: String(accountId),
          before: null,
          after: {
            enforcementId: id,
            kind: act.kind,
            endsAt: endsAt?.toISOString() ?? null,
            content: contentId === null ? null : { kind: 'moment', id: contentId, disabled: false },
            replaces: null,
            version: row.version,
          },
          reason,
        },
      ],
    });
    if (act.appeal) await openAppeal(db, row, act.appeal.text, at(act.appeal.ageDays), admin('agent'));
  }

  for (const note of NOTES) {
    const accountId = picked[note.account]!;
    const adminId = admin(note.by);
    const made = await insertNote(db, accountId, adminId, note.text, at(note.ageDays));
    await insertActionRows(db, {
      adminId,
      action: 'account.note_add',
      targetType: 'account',
      ...SEED,
      rows: [{ targetId: String(accountId), before: null, after: { noteId: made.id, text: made.text }, reason: null }],
    });
  }
}

/** As support staff record an appeal (`/admins/appeal/open`): pending, logged with its text. */
async function openAppeal(
  db: Db,
  e: { id: number; account_id: number; version: number },
  text: string,
  when: Date,
  adminId: number,
) {
  await updateEnforcement(
    db,
    e.id,
    sql`appeal_state = 'pending', appeal_text = ${text}, appealed_at = ${when.toISOString()}::timestamptz`,
  );
  await insertActionRows(db, {
    adminId,
    action: 'enforcement.appeal_open',
    targetType: 'enforcement',
    ...SEED,
    rows: [
      {
        targetId: String(e.id),
        before: { appealState: 'none', version: e.version },
        after: { appealState: 'pending', accountId: e.account_id, version: e.version + 1 },
        reason: text,
      },
    ],
  });
}

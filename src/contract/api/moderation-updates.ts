import { z } from 'zod';
import { ACCOUNT_STATUSES, AUDIT_STATUSES, REPORT_RESULTS } from '../entities';
import { id, reason } from '../validation';
import { bulkBody, bulkReply, decisionReasonCode, intoHand, reasonCode } from './moderation-bulk';
import { isContentReason } from '../moderation-reasons';
import { AUDIT_TARGETS, type AuditTarget } from './moderation-filters';
import { MODERATED_KIND_SCHEMAS as S } from './moderated-kind-schemas';
import type { Endpoint } from './endpoint';
import { MODERATED_KINDS as K } from '../moderated-kinds';

const enabled = { enabled: z.boolean() };
/** The plain enabled update of a kind: its rows on or off, its rows back. */
const enabledUpdate = <R extends z.ZodType>(row: R) =>
  ({ area: 'moderation', body: bulkBody(enabled), reply: bulkReply(row) }) as const satisfies Endpoint;
const auditStatus = z.enum(AUDIT_STATUSES);

const auditReply = <T extends AuditTarget, R extends z.ZodType>(target: T, row: R) =>
  bulkReply(row).extend({ target: z.literal(target) });

/**
 * Single (`accountId`, `expectedVersion`) or bulk (`ids`, `expectedVersions`); both answer the
 * bulk reply, so a missing account is in `missing` and a stale one in `conflicts`.
 */
const accountStatusBody = z
  .object({
    accountId: id.optional(),
    expectedVersion: z.number().int().min(1).max(2_147_483_647).optional(),
    ids: z.array(id).min(1).max(500).optional(),
    expectedVersions: z
      .record(z.string().regex(/^[1-9][0-9]{0,9}$/, 'keys must be ids'), z.number().int().min(1))
      .optional(),
    accountStatus: z.enum(ACCOUNT_STATUSES),
    reasonCode: reasonCode.optional(),
    reason: reason.optional(),
    holder: intoHand,
  })
  .strict()
  .superRefine((b, ctx) => {
    if ((b.accountId === undefined) === (b.ids === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: 'give accountId or ids, not both' });
    }
    if (b.expectedVersion !== undefined && b.accountId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['expectedVersion'], message: 'only with accountId' });
    }
    if (b.expectedVersions !== undefined && b.ids === undefined) {
      ctx.addIssue({ code: 'custom', path: ['expectedVersions'], message: 'only with ids' });
    }
    const named = new Set(b.ids ?? []);
    for (const key of Object.keys(b.expectedVersions ?? {})) {
      if (!named.has(Number(key)))
        ctx.addIssue({ code: 'custom', path: ['expectedVersions', key], message: 'not among ids' });
    }
    // Muting or banning is a sanction and says why, as an enforcement does. A restore to NORMAL is
    // the undo of one and needs none, as taking an enforcement back needs none.
    if (b.accountStatus !== 'NORMAL' && b.reasonCode === undefined && b.reason === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: `${b.accountStatus} needs reasonCode, reason or both`,
      });
    }
  });

/**
 * Updates of the audit center and the account list; every one is a bulk update (DESIGN §3). The
 * enabled updates are at the paths the registry of moderated kinds gives them.
 */
export const moderationUpdateApi = {
  [K.account.updates.enabled]: enabledUpdate(S.account.row),
  /** For accounts and avatar certifications, and every other auditable kind; `target` says which. */
  '/admins/update-audit-status': {
    area: 'moderation',
    // A certification's presets besides the content's, for certifications only.
    body: bulkBody({
      target: z.enum(AUDIT_TARGETS),
      auditStatus,
      reasonCode: decisionReasonCode.optional(),
    }).superRefine((b, ctx) => {
      if (b.target !== 'avatar_cert' && b.reasonCode && !isContentReason(b.reasonCode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['reasonCode'],
          message: 'a certification preset is for avatar_cert only',
        });
      }
    }),
    reply: z.discriminatedUnion('target', [
      auditReply('account', S.account.row),
      auditReply('moment', S.moment.row),
      auditReply('moment_comment', S.moment_comment.row),
      auditReply('question', S.question.row),
      auditReply('question_reply', S.question_reply.row),
      auditReply('reply_comment', S.reply_comment.row),
      auditReply('avatar_cert', S.avatar_cert.row),
      auditReply('about_answer', S.about_answer.row),
    ]),
  },
  '/admins/account-status': { area: 'moderation', body: accountStatusBody, reply: bulkReply(S.account.row) },
  [K.moment.updates.enabled]: enabledUpdate(S.moment.row),
  [K.moment_comment.updates.enabled]: enabledUpdate(S.moment_comment.row),
  [K.question.updates.enabled]: enabledUpdate(S.question.row),
  [K.question_reply.updates.enabled]: enabledUpdate(S.question_reply.row),
  [K.reply_comment.updates.enabled]: enabledUpdate(S.reply_comment.row),
  /**
   * Finishes open reports. A report already finished (at the expected version, or with none given)
   * refuses the whole call with 42200 and `data.finished`. `disableTarget` (the `Shift+d` key, only
   * with VALID) disables each reported target in the same transaction; a message cannot be.
   */
  '/admins/update-report-finish': {
    area: 'moderation',
    body: bulkBody({
      result: z.enum(REPORT_RESULTS),
      note: z.string().trim().max(500).optional(),
      disableTarget: z.boolean().default(false),
    }).superRefine((b, ctx) => {
      if (b.disableTarget && b.result !== 'VALID') {
        ctx.addIssue({ code: 'custom', path: ['disableTarget'], message: 'only with result VALID' });
      }
    }),
    reply: bulkReply(S.report.row),
  },
  /** The undo of a finish: the report is open again, without result, note or finisher. */
  '/admins/update-report-reopen': { area: 'moderation', body: bulkBody({}), reply: bulkReply(S.report.row) },
  /** About-me answers: `enabled`, `auditStatus` or both. */
  [K.about_answer.updates.enabled]: {
    area: 'moderation',
    body: bulkBody({ enabled: z.boolean().optional(), auditStatus: auditStatus.optional() }).superRefine((b, ctx) => {
      if (b.enabled === undefined && b.auditStatus === undefined) {
        ctx.addIssue({ code: 'custom', path: ['enabled'], message: 'give enabled, auditStatus or both' });
      }
    }),
    reply: bulkReply(S.about_answer.row),
  },
} as const satisfies Record<string, Endpoint>;

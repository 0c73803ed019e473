import { z } from 'zod';
import { ACCOUNT_STATUSES, ORDER_STATUSES, PAY_METHODS } from '../entities';
import { id } from '../validation';
import {
  aboutAnswerRow,
  accountRow,
  avatarCertRow,
  momentCommentRow,
  momentRow,
  questionReplyRow,
  questionRow,
  replyCommentRow,
  reportRow,
} from './moderation-rows';
import type { Endpoint } from './endpoint';
import { enforcementSummary } from './enforcement';

/** How many of each kind of recent item account info carries. */
export const ACCOUNT_INFO_RECENT = 5;
export const ACCOUNT_INFO_REPORTS = 20;
export const ACCOUNT_INFO_ORDERS = 20;

export const accountOrder = z.object({
  id: z.number(),
  orderNo: z.string(),
  product: z.string(),
  amountCents: z.number(),
  refundedCents: z.number(),
  currency: z.string(),
  channel: z.string(),
  payMethod: z.enum(PAY_METHODS),
  status: z.enum(ORDER_STATUSES),
  renewal: z.boolean(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountOrder = z.infer<typeof accountOrder>;

/** Live counts, not the stored counters of the account row. */
export const accountCounts = z.object({
  moments: z.number(),
  momentComments: z.number(),
  questions: z.number(),
  questionReplies: z.number(),
  replyComments: z.number(),
  aboutAnswers: z.number(),
  /** Reports against the account or anything it wrote. */
  reportsAgainst: z.number(),
  openReportsAgainst: z.number(),
  /** The account's posts, comments, replies and answers that moderation disabled or rejected. */
  removed: z.number(),
  reportsFiled: z.number(),
  orders: z.number(),
});

/** The account's last status change, from the action log: who set which status, when and why. */
export const statusChange = z.object({
  status: z.enum(ACCOUNT_STATUSES),
  at: z.string(),
  /** Null when the system acted. */
  by: z.object({ id: z.number(), username: z.string() }).nullable(),
  /** As stored: a preset as `[code] words`, then the note (moderation-reasons.ts). */
  reason: z.string().nullable(),
});
export type StatusChange = z.infer<typeof statusChange>;

export const accountInfo = z.object({
  /**
   * Whether the private parts are in: the whole phone number and the text and pictures of reported
   * private messages. Without `reveal` the phone is masked as in lists and a message's `snippet` is
   * empty, and nothing is logged; a reveal is logged (`account.phone_read`, `message.read`).
   */
  revealed: z.boolean(),
  account: accountRow,
  counts: accountCounts,
  recent: z.object({
    moments: z.array(momentRow),
    momentComments: z.array(momentCommentRow),
    questions: z.array(questionRow),
    questionReplies: z.array(questionReplyRow),
    replyComments: z.array(replyCommentRow),
  }),
  about: z.array(aboutAnswerRow),
  /** Newest first: reports against the account or anything it wrote. */
  reports: z.array(reportRow),
  /** The latest real-person certification, whatever its status. */
  certification: avatarCertRow.nullable(),
  orders: z.array(accountOrder),
  /** Strikes in force, the last act and the suspension in force, by the server's clock (issue 18). */
  enforcement: enforcementSummary,
  /** Mutes and bans set by the status change leave no enforcement: the log says who and why. */
  lastStatusChange: statusChange.nullable(),
});
export type AccountInfo = z.infer<typeof accountInfo>;

export const moderationAccountApi = {
  '/admins/account-info/get': {
    area: 'moderation',
    body: z.object({ accountId: id, reveal: z.boolean().optional() }).strict(),
    reply: accountInfo,
  },
} as const satisfies Record<string, Endpoint>;

import type { z } from 'zod';
import { listReply, listRequest } from './list';
import {
  aboutAnswerFilters,
  accountFilters,
  avatarCertFilters,
  messageFilters,
  momentCommentFilters,
  momentFilters,
  questionFilters,
  questionReplyFilters,
  replyCommentFilters,
  reportFilters,
} from './moderation-filters';
import {
  aboutAnswerRow,
  accountRow,
  avatarCertRow,
  messageRow,
  momentCommentRow,
  momentRow,
  questionReplyRow,
  questionRow,
  replyCommentRow,
  reportRow,
} from './moderation-rows';
import type { Endpoint } from './endpoint';
import { MODERATED_KINDS, type ListPath, type ModeratedKind } from '../moderated-kinds';

/**
 * The schema half of the registry of moderated kinds (src/contract/moderated-kinds.ts holds the
 * rest, free of zod): per kind the row its list and queue answer, its list filters and the fields
 * its list sorts by. Kept apart so that the moderation screens load no zod.
 */
export interface ModeratedKindSchemas {
  /** A row of its list (and of its queue's hands, and of its updates' replies). */
  readonly row: z.ZodType;
  /** Its list's filters (strict: an unknown filter is refused). */
  readonly filters: z.ZodRawShape;
  /** The fields its list sorts by; the first is the default. */
  readonly sort: readonly [string, ...string[]];
}

/**
 * Creation time (messages: sending time), newest first unless `sort` says otherwise — or, but for
 * messages, by risk (`risk` desc: the riskiest first, then the oldest; src/contract/risk.ts).
 */
const byCreated = ['createdAt', 'risk'] as const;

export const MODERATED_KIND_SCHEMAS = {
  account: { row: accountRow, filters: accountFilters, sort: byCreated },
  moment: { row: momentRow, filters: momentFilters, sort: byCreated },
  moment_comment: { row: momentCommentRow, filters: momentCommentFilters, sort: byCreated },
  question: { row: questionRow, filters: questionFilters, sort: byCreated },
  question_reply: { row: questionReplyRow, filters: questionReplyFilters, sort: byCreated },
  reply_comment: { row: replyCommentRow, filters: replyCommentFilters, sort: byCreated },
  message: { row: messageRow, filters: messageFilters, sort: ['sentAt'] },
  report: { row: reportRow, filters: reportFilters, sort: byCreated },
  avatar_cert: { row: avatarCertRow, filters: avatarCertFilters, sort: byCreated },
  about_answer: { row: aboutAnswerRow, filters: aboutAnswerFilters, sort: byCreated },
} as const satisfies { readonly [K in ModeratedKind]: ModeratedKindSchemas };

/** The list endpoint of a kind, from its schemas. */
function listEndpoint<R extends z.ZodType, F extends z.ZodRawShape, S extends readonly [string, ...string[]]>(s: {
  readonly row: R;
  readonly filters: F;
  readonly sort: S;
}) {
  return {
    area: 'moderation',
    body: listRequest(s.filters, s.sort),
    reply: listReply(s.row),
  } as const satisfies Endpoint;
}

const K = MODERATED_KINDS;
const S = MODERATED_KIND_SCHEMAS;

/**
 * The account list and the nine audit-center lists, at the paths the registry gives them. All
 * sort by creation time (messages: sending time), newest first unless `sort` says otherwise — or,
 * but for messages, by risk (`risk` desc: the riskiest first, then the oldest; src/contract/risk.ts);
 * `cursor` and `page` both page them. A `page` request (or the first page) counts `total`; a
 * cursor page repeats the total its walk began with, so walking a queue does not recount it on
 * every page. Every call of the message list is recorded in the action log with the filters and
 * the ids it returned. A kind left out here, or a path of its own, fails to compile.
 */
export const moderationListApi = {
  [K.account.listPath]: listEndpoint(S.account),
  [K.moment.listPath]: listEndpoint(S.moment),
  [K.moment_comment.listPath]: listEndpoint(S.moment_comment),
  [K.question.listPath]: listEndpoint(S.question),
  [K.question_reply.listPath]: listEndpoint(S.question_reply),
  [K.reply_comment.listPath]: listEndpoint(S.reply_comment),
  [K.message.listPath]: listEndpoint(S.message),
  [K.report.listPath]: listEndpoint(S.report),
  [K.avatar_cert.listPath]: listEndpoint(S.avatar_cert),
  [K.about_answer.listPath]: listEndpoint(S.about_answer),
} as const satisfies { readonly [P in ListPath]: Endpoint };

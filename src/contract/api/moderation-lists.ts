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

/**
 * The account list and the nine audit-center lists. All sort by creation time (messages: sending
 * time), newest first unless `sort` says otherwise — or, but for messages, by risk (`risk` desc:
 * the riskiest first, then the oldest; src/contract/risk.ts); `cursor` and `page` both page them. A `page`
 * request (or the first page) counts `total`; a cursor page repeats the total its walk began with,
 * so walking a queue does not recount it on every page.
 */
const byCreated = ['createdAt', 'risk'] as const;

export const moderationListApi = {
  '/admins/account-list/get': {
    area: 'moderation',
    body: listRequest(accountFilters, byCreated),
    reply: listReply(accountRow),
  },
  '/admins/moment-list/get': {
    area: 'moderation',
    body: listRequest(momentFilters, byCreated),
    reply: listReply(momentRow),
  },
  '/admins/moment-comment-list/get': {
    area: 'moderation',
    body: listRequest(momentCommentFilters, byCreated),
    reply: listReply(momentCommentRow),
  },
  '/admins/question-list/get': {
    area: 'moderation',
    body: listRequest(questionFilters, byCreated),
    reply: listReply(questionRow),
  },
  '/admins/question-reply-list/get': {
    area: 'moderation',
    body: listRequest(questionReplyFilters, byCreated),
    reply: listReply(questionReplyRow),
  },
  '/admins/reply-comment-list/get': {
    area: 'moderation',
    body: listRequest(replyCommentFilters, byCreated),
    reply: listReply(replyCommentRow),
  },
  /** Every call is recorded in the action log with the filters and the ids it returned. */
  '/admins/message-list/get': {
    area: 'moderation',
    body: listRequest(messageFilters, ['sentAt'] as const),
    reply: listReply(messageRow),
  },
  '/admins/report-list/get': {
    area: 'moderation',
    body: listRequest(reportFilters, byCreated),
    reply: listReply(reportRow),
  },
  '/admins/avatar-cert-list/get': {
    area: 'moderation',
    body: listRequest(avatarCertFilters, byCreated),
    reply: listReply(avatarCertRow),
  },
  '/admins/about-account-list/get': {
    area: 'moderation',
    body: listRequest(aboutAnswerFilters, byCreated),
    reply: listReply(aboutAnswerRow),
  },
} as const satisfies Record<string, Endpoint>;

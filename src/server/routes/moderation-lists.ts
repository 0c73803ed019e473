import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { listMessages, listQueue, listReports } from '../services/moderation/lists';

/** The account list and the nine audit-center lists. */
export function moderationListRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/account-list/get', (body, ctx) => listQueue(ctx.deps.db, 'account', body));
  post(r, '/admins/moment-list/get', (body, ctx) => listQueue(ctx.deps.db, 'moment', body));
  post(r, '/admins/moment-comment-list/get', (body, ctx) => listQueue(ctx.deps.db, 'moment_comment', body));
  post(r, '/admins/question-list/get', (body, ctx) => listQueue(ctx.deps.db, 'question', body));
  post(r, '/admins/question-reply-list/get', (body, ctx) => listQueue(ctx.deps.db, 'question_reply', body));
  post(r, '/admins/reply-comment-list/get', (body, ctx) => listQueue(ctx.deps.db, 'reply_comment', body));
  post(r, '/admins/message-list/get', (body, ctx) => listMessages(ctx.deps.db, body, ctx.actor()));
  post(r, '/admins/report-list/get', (body, ctx) => listReports(ctx.deps.db, body, ctx.actor()));
  post(r, '/admins/avatar-cert-list/get', (body, ctx) => listQueue(ctx.deps.db, 'avatar_cert', body));
  post(r, '/admins/about-account-list/get', (body, ctx) => listQueue(ctx.deps.db, 'about_answer', body));
  return r;
}

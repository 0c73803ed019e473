import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { setEnabled, updateAboutAnswers } from '../services/moderation/update-enabled';
import { setAuditStatus } from '../services/moderation/update-audit-status';
import { setAccountStatus } from '../services/moderation/account-status';
import { finishReports, reopenReports } from '../services/moderation/report-finish';

/** Bulk updates of the audit center and the account list. */
export function moderationUpdateRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/update-account-enabled', (body, ctx) => setEnabled(ctx.deps.db, 'account', body, ctx.actor()));
  post(r, '/admins/update-audit-status', (body, ctx) => setAuditStatus(ctx.deps.db, body, ctx.actor()));
  post(r, '/admins/account-status', (body, ctx) => setAccountStatus(ctx.deps.db, body, ctx.actor()));
  post(r, '/admins/update-moment-enabled', (body, ctx) => setEnabled(ctx.deps.db, 'moment', body, ctx.actor()));
  post(r, '/admins/update-moment-comment-enabled', (body, ctx) =>
    setEnabled(ctx.deps.db, 'moment_comment', body, ctx.actor()),
  );
  post(r, '/admins/update-question-enabled', (body, ctx) => setEnabled(ctx.deps.db, 'question', body, ctx.actor()));
  post(r, '/admins/update-question-reply-enabled', (body, ctx) =>
    setEnabled(ctx.deps.db, 'question_reply', body, ctx.actor()),
  );
  post(r, '/admins/update-reply-comment-enabled', (body, ctx) =>
    setEnabled(ctx.deps.db, 'reply_comment', body, ctx.actor()),
  );
  post(r, '/admins/update-report-finish', (body, ctx) => finishReports(ctx.deps.db, body, ctx.actor()));
  post(r, '/admins/update-report-reopen', (body, ctx) => reopenReports(ctx.deps.db, body, ctx.actor()));
  post(r, '/admins/about-account/update', (body, ctx) => updateAboutAnswers(ctx.deps.db, body, ctx.actor()));
  return r;
}

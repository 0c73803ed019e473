import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { setEnabled, updateAboutAnswers } from '../services/moderation/update-enabled';
import { setAuditStatus } from '../services/moderation/update-audit-status';
import { setAccountStatus } from '../services/moderation/account-status';
import { finishReports, reopenReports } from '../services/moderation/report-finish';
import { withStoredReason } from '#contract/api/moderation-bulk';

/** Bulk updates of the audit center and the account list; a preset reason is stored by code and in the default language. */
export function moderationUpdateRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/update-account-enabled', (body, ctx) =>
    setEnabled(ctx.deps.db, 'account', withStoredReason(body), ctx.actor()),
  );
  post(r, '/admins/update-audit-status', (body, ctx) =>
    setAuditStatus(ctx.deps.db, withStoredReason(body), ctx.actor()),
  );
  post(r, '/admins/account-status', (body, ctx) => setAccountStatus(ctx.deps.db, withStoredReason(body), ctx.actor()));
  post(r, '/admins/update-moment-enabled', (body, ctx) =>
    setEnabled(ctx.deps.db, 'moment', withStoredReason(body), ctx.actor()),
  );
  post(r, '/admins/update-moment-comment-enabled', (body, ctx) =>
    setEnabled(ctx.deps.db, 'moment_comment', withStoredReason(body), ctx.actor()),
  );
  post(r, '/admins/update-question-enabled', (body, ctx) =>
    setEnabled(ctx.deps.db, 'question', withStoredReason(body), ctx.actor()),
  );
  post(r, '/admins/update-question-reply-enabled', (body, ctx) =>
    setEnabled(ctx.deps.db, 'question_reply', withStoredReason(body), ctx.actor()),
  );
  post(r, '/admins/update-reply-comment-enabled', (body, ctx) =>
    setEnabled(ctx.deps.db, 'reply_comment', withStoredReason(body), ctx.actor()),
  );
  post(r, '/admins/update-report-finish', (body, ctx) =>
    finishReports(ctx.deps.db, withStoredReason(body), ctx.actor()),
  );
  post(r, '/admins/update-report-reopen', (body, ctx) =>
    reopenReports(ctx.deps.db, withStoredReason(body), ctx.actor()),
  );
  post(r, '/admins/about-account/update', (body, ctx) =>
    updateAboutAnswers(ctx.deps.db, withStoredReason(body), ctx.actor()),
  );
  return r;
}

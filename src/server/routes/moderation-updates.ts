import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post, type Handler } from '../http/endpoint';
import { setEnabled, updateAboutAnswers } from '../services/moderation/update-enabled';
import { setAuditStatus } from '../services/moderation/update-audit-status';
import { setAccountStatus } from '../services/moderation/account-status';
import { finishReports, reopenReports } from '../services/moderation/report-finish';
import { withStoredReason } from '#contract/api/moderation-bulk';
import { ENABLED_KINDS, enabledPathOf, type EnabledKind, type EnabledPathOf } from '#contract/moderated-kinds';

/** How each kind that can be switched on and off is; a kind of the registry without one does not compile. */
const ENABLED_HANDLERS: { [K in EnabledKind]: Handler<EnabledPathOf<K>> } = {
  account: (body, ctx) => setEnabled(ctx.deps.db, 'account', withStoredReason(body), ctx.actor()),
  moment: (body, ctx) => setEnabled(ctx.deps.db, 'moment', withStoredReason(body), ctx.actor()),
  moment_comment: (body, ctx) => setEnabled(ctx.deps.db, 'moment_comment', withStoredReason(body), ctx.actor()),
  question: (body, ctx) => setEnabled(ctx.deps.db, 'question', withStoredReason(body), ctx.actor()),
  question_reply: (body, ctx) => setEnabled(ctx.deps.db, 'question_reply', withStoredReason(body), ctx.actor()),
  reply_comment: (body, ctx) => setEnabled(ctx.deps.db, 'reply_comment', withStoredReason(body), ctx.actor()),
  /** About-me answers: `enabled`, `auditStatus` or both. */
  about_answer: (body, ctx) => updateAboutAnswers(ctx.deps.db, withStoredReason(body), ctx.actor()),
};

function enabledRoute<K extends EnabledKind>(r: Hono<AppEnv>, kind: K): void {
  post(r, enabledPathOf(kind), ENABLED_HANDLERS[kind]);
}

/**
 * Bulk updates of the audit center and the account list: the enabled update of each kind of the
 * registry that has one, at its path, and the updates of their own (audit status, account status,
 * report finish and reopen). A preset reason is stored by code and in the default language.
 */
export function moderationUpdateRoutes() {
  const r = new Hono<AppEnv>();
  for (const kind of ENABLED_KINDS) enabledRoute(r, kind);
  post(r, '/admins/update-audit-status', (body, ctx) =>
    setAuditStatus(ctx.deps.db, withStoredReason(body), ctx.actor()),
  );
  post(r, '/admins/account-status', (body, ctx) => setAccountStatus(ctx.deps.db, withStoredReason(body), ctx.actor()));
  post(r, '/admins/update-report-finish', (body, ctx) =>
    finishReports(ctx.deps.db, withStoredReason(body), ctx.actor()),
  );
  post(r, '/admins/update-report-reopen', (body, ctx) =>
    reopenReports(ctx.deps.db, withStoredReason(body), ctx.actor()),
  );
  return r;
}

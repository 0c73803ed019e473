import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post, type Handler } from '../http/endpoint';
import { listMessages, listQueue, listReports } from '../services/moderation/lists';
import { MODERATED_KIND_NAMES, listPathOf, type ListPathOf, type ModeratedKind } from '#contract/moderated-kinds';

/** How each kind's list is read; a kind of the registry without one does not compile. */
const LIST_HANDLERS: { [K in ModeratedKind]: Handler<ListPathOf<K>> } = {
  account: (body, ctx) => listQueue(ctx.deps.db, 'account', body),
  moment: (body, ctx) => listQueue(ctx.deps.db, 'moment', body),
  moment_comment: (body, ctx) => listQueue(ctx.deps.db, 'moment_comment', body),
  question: (body, ctx) => listQueue(ctx.deps.db, 'question', body),
  question_reply: (body, ctx) => listQueue(ctx.deps.db, 'question_reply', body),
  reply_comment: (body, ctx) => listQueue(ctx.deps.db, 'reply_comment', body),
  message: (body, ctx) => listMessages(ctx.deps.db, body, ctx.actor()),
  report: (body, ctx) => listReports(ctx.deps.db, body, ctx.actor()),
  avatar_cert: (body, ctx) => listQueue(ctx.deps.db, 'avatar_cert', body),
  about_answer: (body, ctx) => listQueue(ctx.deps.db, 'about_answer', body),
};

function listRoute<K extends ModeratedKind>(r: Hono<AppEnv>, kind: K): void {
  post(r, listPathOf(kind), LIST_HANDLERS[kind]);
}

/** The account list and the nine audit-center lists, one for each kind of the registry, at its path. */
export function moderationListRoutes() {
  const r = new Hono<AppEnv>();
  for (const kind of MODERATED_KIND_NAMES) listRoute(r, kind);
  return r;
}

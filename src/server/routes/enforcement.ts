import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post, type CallContext } from '../http/endpoint';
import { nowOf } from '../clock';
import { enforce, revokeEnforcement } from '../services/enforcement/enforce';
import { appealList, decideAppeal, openAppeal, reopenAppeal } from '../services/enforcement/appeals';
import { leaseAppeals, releaseAppeals } from '../services/enforcement/appeal-lease';
import { addNote, enforcementHistory, listNotes } from '../services/enforcement/notes-and-history';
import type { EnforcementContext } from '../services/enforcement/context';
import { withStoredReason } from '#contract/api/moderation-bulk';

const contextOf = (ctx: CallContext): EnforcementContext => ({
  db: ctx.deps.db,
  actor: ctx.actor(),
  clock: { now: nowOf(ctx.deps), strikeDays: ctx.deps.config.STRIKE_EXPIRY_DAYS },
});

/** Warnings, suspensions and bans on accounts, their appeals, and moderators' notes (issue 18). */
export function enforcementRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/account/enforce', (body, ctx) => enforce(contextOf(ctx), withStoredReason(body)));
  post(r, '/admins/account/enforcements', (body, ctx) => enforcementHistory(contextOf(ctx), body.accountId));
  post(r, '/admins/account/enforcement-revoke', (body, ctx) => revokeEnforcement(contextOf(ctx), body));
  post(r, '/admins/account/notes', (body, ctx) => listNotes(contextOf(ctx), body.accountId));
  post(r, '/admins/account/note-add', (body, ctx) => addNote(contextOf(ctx), body));
  post(r, '/admins/appeal/open', (body, ctx) => openAppeal(contextOf(ctx), body));
  post(r, '/admins/appeal-list/get', (body, ctx) => appealList(contextOf(ctx), body));
  post(r, '/admins/appeal/lease', (body, ctx) => leaseAppeals(contextOf(ctx), body));
  post(r, '/admins/appeal/release', (body, ctx) => releaseAppeals(contextOf(ctx), body.ids));
  post(r, '/admins/appeal/decide', (body, ctx) => decideAppeal(contextOf(ctx), body));
  post(r, '/admins/appeal/reopen', (body, ctx) => reopenAppeal(contextOf(ctx), body));
  return r;
}

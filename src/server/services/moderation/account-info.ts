import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  aboutAnswers,
  accounts,
  avatarCerts,
  momentComments,
  moments,
  questionReplies,
  questions,
  replyComments,
} from '../../db/schema/content';
import { rowsWhere } from '../../db/moderation-list-query';
import { accountDetailSource, accountSource } from '../../db/moderation-account-rows';
import { aboutAnswerSource, avatarCertSource, momentSource, questionSource } from '../../db/moderation-content-rows';
import { momentCommentSource, questionReplySource, replyCommentSource } from '../../db/moderation-comment-rows';
import { reportSource } from '../../db/moderation-report-rows';
import { accountCounts, lastStatusChange, recentOrders, reportsAgainst } from '../../db/moderation-account-info';
import { notFound } from '../../domain/api-error';
import { enforcementSummary, type EnforcementClock } from '../../db/enforcement-rows';
import type { Actor } from '../../domain/actor';
import { logPhoneRead, logReportedMessageReads } from './private-reads';
import {
  ACCOUNT_INFO_ORDERS,
  ACCOUNT_INFO_RECENT,
  ACCOUNT_INFO_REPORTS,
  type AccountInfo,
} from '#contract/api/moderation-account-info';
import type { ReportRow } from '#contract/api/moderation-rows';

/** A reported private message whose text and pictures stay on the server until a reveal. */
function withheld(report: ReportRow): ReportRow {
  if (report.targetType !== 'message') return report;
  return { ...report, target: { ...report.target, snippet: '', media: [] } };
}

/**
 * Everything the account drawer and the queue card's author line show, read in parallel: no query
 * per row. The queue asks for it ahead of every card, so by default the private parts stay back
 * (the phone masked, reported messages without their text) and nothing is logged; only a reveal,
 * which the moderator asks for in the drawer, serves them whole and is logged before it leaves.
 */
export async function accountInfo(
  db: Db,
  accountId: number,
  reveal: boolean,
  actor: Actor,
  clock: EnforcementClock,
): Promise<AccountInfo> {
  const source = reveal ? accountDetailSource : accountSource;
  const [account] = await rowsWhere(db, source, eq(accounts.id, accountId), 'desc', 1);
  if (!account) throw notFound('account');
  const n = ACCOUNT_INFO_RECENT;
  const [
    counts,
    recentMoments,
    recentComments,
    recentQuestions,
    recentReplies,
    recentReplyComments,
    about,
    reports,
    certs,
    orders,
    enforcement,
    statusChange,
  ] = await Promise.all([
    accountCounts(db, accountId),
    rowsWhere(db, momentSource, eq(moments.accountId, accountId), 'desc', n),
    rowsWhere(db, momentCommentSource, eq(momentComments.accountId, accountId), 'desc', n),
    rowsWhere(db, questionSource, eq(questions.accountId, accountId), 'desc', n),
    rowsWhere(db, questionReplySource, eq(questionReplies.accountId, accountId), 'desc', n),
    rowsWhere(db, replyCommentSource, eq(replyComments.accountId, accountId), 'desc', n),
    rowsWhere(db, aboutAnswerSource, eq(aboutAnswers.accountId, accountId), 'desc', 50),
    rowsWhere(db, reportSource, reportsAgainst(accountId), 'desc', ACCOUNT_INFO_REPORTS),
    rowsWhere(db, avatarCertSource, eq(avatarCerts.accountId, accountId), 'desc', 1),
    recentOrders(db, accountId, ACCOUNT_INFO_ORDERS),
    enforcementSummary(db, accountId, clock),
    lastStatusChange(db, accountId),
  ]);
  if (reveal) {
    await logPhoneRead(db, actor, accountId);
    await logReportedMessageReads(db, actor, reports, 'account-info');
  }
  return {
    revealed: reveal,
    account,
    counts,
    recent: {
      moments: recentMoments,
      momentComments: recentComments,
      questions: recentQuestions,
      questionReplies: recentReplies,
      replyComments: recentReplyComments,
    },
    about,
    reports: reveal ? reports : reports.map(withheld),
    certification: certs[0] ?? null,
    orders,
    enforcement,
    lastStatusChange: statusChange,
  };
}

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
import { accountDetailSource } from '../../db/moderation-account-rows';
import { aboutAnswerSource, avatarCertSource, momentSource, questionSource } from '../../db/moderation-content-rows';
import { momentCommentSource, questionReplySource, replyCommentSource } from '../../db/moderation-comment-rows';
import { reportSource } from '../../db/moderation-report-rows';
import { accountCounts, recentOrders, reportsAgainst } from '../../db/moderation-account-info';
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

/**
 * Everything the account drawer shows, read in parallel: no query per row. It holds private data
 * (the whole phone number, reported messages), so each serving is logged before it leaves.
 */
export async function accountInfo(
  db: Db,
  accountId: number,
  actor: Actor,
  clock: EnforcementClock,
): Promise<AccountInfo> {
  const [account] = await rowsWhere(db, accountDetailSource, eq(accounts.id, accountId), 'desc', 1);
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
  ]);
  await logPhoneRead(db, actor, accountId);
  await logReportedMessageReads(db, actor, reports, 'account-info');
  return {
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
    reports,
    certification: certs[0] ?? null,
    orders,
    enforcement,
  };
}

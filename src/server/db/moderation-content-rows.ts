import { eq, sql } from 'drizzle-orm';
import { aboutAnswers, accounts, avatarCerts, moments, questions } from './schema/content';
import { authorColumns, commonWhere, containsPattern, iso, isoOrNull, sortKeyOf } from './moderation-sql';
import type { ListSource } from './moderation-list-query';
import type { ContentFilters } from '../../contract/api/moderation-filters';
import type { AboutAnswerRow, AvatarCertRow, MomentRow, QuestionRow } from '../../contract/api/moderation-rows';

/** The moderatable fields of a row as the wire carries them. */
export function moderatableFields(r: { id: number; version: number; enabled: boolean; auditStatus: MomentRow['auditStatus']; createdAt: Date; updatedAt: Date }) {
  return {
    id: r.id, version: r.version, enabled: r.enabled, auditStatus: r.auditStatus,
    createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt),
  };
}
const base = moderatableFields;

export const momentSource: ListSource<ContentFilters, MomentRow> = {
  table: moments,
  id: moments.id,
  sort: moments.createdAt,
  where: (f) => commonWhere(moments, f, [moments.text]),
  fetch: async (db, q) => {
    const rows = await db
      .select({ m: moments, author: authorColumns(accounts), key: sortKeyOf(moments.createdAt) })
      .from(moments)
      .innerJoin(accounts, eq(accounts.id, moments.accountId))
      .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
    return rows.map(({ m, author, key }) => ({
      id: m.id,
      key,
      row: {
        ...base(m), accountId: m.accountId, author, text: m.text, media: m.media,
        likeCount: m.likeCount, commentCount: m.commentCount,
      },
    }));
  },
};

export const questionSource: ListSource<ContentFilters, QuestionRow> = {
  table: questions,
  id: questions.id,
  sort: questions.createdAt,
  where: (f) => commonWhere(questions, f, [questions.title, questions.text]),
  fetch: async (db, q) => {
    const rows = await db
      .select({ m: questions, author: authorColumns(accounts), key: sortKeyOf(questions.createdAt) })
      .from(questions)
      .innerJoin(accounts, eq(accounts.id, questions.accountId))
      .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
    return rows.map(({ m, author, key }) => ({
      id: m.id,
      key,
      row: { ...base(m), accountId: m.accountId, author, title: m.title, text: m.text, replyCount: m.replyCount },
    }));
  },
};

export const aboutAnswerSource: ListSource<ContentFilters, AboutAnswerRow> = {
  table: aboutAnswers,
  id: aboutAnswers.id,
  sort: aboutAnswers.createdAt,
  where: (f) => commonWhere(aboutAnswers, f, [aboutAnswers.question, aboutAnswers.answer]),
  fetch: async (db, q) => {
    const rows = await db
      .select({ m: aboutAnswers, author: authorColumns(accounts), key: sortKeyOf(aboutAnswers.createdAt) })
      .from(aboutAnswers)
      .innerJoin(accounts, eq(accounts.id, aboutAnswers.accountId))
      .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
    return rows.map(({ m, author, key }) => ({
      id: m.id,
      key,
      row: { ...base(m), accountId: m.accountId, author, question: m.question, answer: m.answer },
    }));
  },
};

export const avatarCertSource: ListSource<ContentFilters, AvatarCertRow> = {
  table: avatarCerts,
  id: avatarCerts.id,
  sort: avatarCerts.createdAt,
  // A certification has no text of its own: "text contains" finds the account by nickname, in a
  // subquery so that the capped count, which reads avatar_certs alone, can use it too.
  where: (f) => [
    ...commonWhere(avatarCerts, { ...f, text: undefined }, []),
    ...(f.text === undefined
      ? []
      : [sql`${avatarCerts.accountId} IN (SELECT ${accounts.id} FROM ${accounts} WHERE ${accounts.nickname} ILIKE ${containsPattern(f.text)})`]),
  ],
  fetch: async (db, q) => {
    const rows = await db
      .select({ m: avatarCerts, author: authorColumns(accounts), key: sortKeyOf(avatarCerts.createdAt) })
      .from(avatarCerts)
      .innerJoin(accounts, eq(accounts.id, avatarCerts.accountId))
      .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
    return rows.map(({ m, author, key }) => ({
      id: m.id,
      key,
      row: {
        ...base(m), accountId: m.accountId, author, avatarUrl: m.avatarUrl, selfieUrl: m.selfieUrl,
        reviewedBy: m.reviewedBy, reviewedAt: isoOrNull(m.reviewedAt),
      },
    }));
  },
};

import { sql } from 'drizzle-orm';
import { aboutAnswers, accounts, avatarCerts, moments, questions } from './schema/content';
import { commonWhere, containsPattern } from './moderation-sql';
import { contentOf, selectWithAuthor, type RawContent } from './moderation-row-sql';
import { isoOfTimestampOrNull } from './pg-timestamp';
import { pageRows, type ListSource } from './moderation-list-query';
import type { ContentFilters } from '#contract/api/moderation-filters';
import type { AboutAnswerRow, AvatarCertRow, Media, MomentRow, QuestionRow } from '#contract/api/moderation-rows';

const MOMENTS = selectWithAuthor('moments', 'moments.text, moments.media, moments.like_count, moments.comment_count');

export const momentSource: ListSource<ContentFilters, MomentRow> = {
  table: moments,
  id: moments.id,
  sort: moments.createdAt,
  where: (f) => commonWhere(moments, f, [moments.text]),
  fetch: async (db, q) => {
    const rows = await pageRows<
      RawContent & { text: string; media: Media[]; like_count: number; comment_count: number }
    >(db, MOMENTS, q);
    return rows.map((r) => {
      const row = Object.assign(contentOf(r), {
        text: r.text,
        media: r.media,
        likeCount: r.like_count,
        commentCount: r.comment_count,
      });
      return { id: r.id, key: row.createdAt, row };
    });
  },
};

const QUESTIONS = selectWithAuthor('questions', 'questions.title, questions.text, questions.reply_count');

export const questionSource: ListSource<ContentFilters, QuestionRow> = {
  table: questions,
  id: questions.id,
  sort: questions.createdAt,
  where: (f) => commonWhere(questions, f, [questions.title, questions.text]),
  fetch: async (db, q) => {
    const rows = await pageRows<RawContent & { title: string; text: string; reply_count: number }>(db, QUESTIONS, q);
    return rows.map((r) => {
      const row = Object.assign(contentOf(r), { title: r.title, text: r.text, replyCount: r.reply_count });
      return { id: r.id, key: row.createdAt, row };
    });
  },
};

const ABOUT_ANSWERS = selectWithAuthor('about_answers', 'about_answers.question, about_answers.answer');

export const aboutAnswerSource: ListSource<ContentFilters, AboutAnswerRow> = {
  table: aboutAnswers,
  id: aboutAnswers.id,
  sort: aboutAnswers.createdAt,
  where: (f) => commonWhere(aboutAnswers, f, [aboutAnswers.question, aboutAnswers.answer]),
  fetch: async (db, q) => {
    const rows = await pageRows<RawContent & { question: string; answer: string }>(db, ABOUT_ANSWERS, q);
    return rows.map((r) => {
      const row = Object.assign(contentOf(r), { question: r.question, answer: r.answer });
      return { id: r.id, key: row.createdAt, row };
    });
  },
};

const AVATAR_CERTS = selectWithAuthor(
  'avatar_certs',
  'avatar_certs.avatar_url, avatar_certs.selfie_url, avatar_certs.reviewed_by, avatar_certs.reviewed_at',
);

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
      : [
          sql`${avatarCerts.accountId} IN (SELECT ${accounts.id} FROM ${accounts} WHERE ${accounts.nickname} ILIKE ${containsPattern(f.text)})`,
        ]),
  ],
  fetch: async (db, q) => {
    type Raw = RawContent & {
      avatar_url: string;
      selfie_url: string;
      reviewed_by: number | null;
      reviewed_at: string | null;
    };
    const rows = await pageRows<Raw>(db, AVATAR_CERTS, q);
    return rows.map((r) => {
      const row = Object.assign(contentOf(r), {
        avatarUrl: r.avatar_url,
        selfieUrl: r.selfie_url,
        reviewedBy: r.reviewed_by,
        reviewedAt: isoOfTimestampOrNull(r.reviewed_at),
      });
      return { id: r.id, key: row.createdAt, row };
    });
  },
};

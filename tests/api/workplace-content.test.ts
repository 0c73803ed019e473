import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { DAY, addDays, insertAccounts, rng, shanghaiDate, shanghaiMidnight, todayIn } from './stats-fixtures';
import {
  insertMomentComments,
  insertMoments,
  insertQuestionReplies,
  insertQuestions,
  insertReplyComments,
  type MomentSpec,
} from './workplace-fixtures';
import type { MediaKind } from '#contract/entities';
import type { PopularType } from '#contract/api/workplace';

let s: TestServer;
let token = '';
let today = '';
let t0 = 0;
const moments: (MomentSpec & { id: number; today: number; yesterday: number })[] = [];
const questions: { createdAt: number; enabled: boolean }[] = [];
const comments: number[] = [];

const kindOf = (media: MediaKind[]): PopularType =>
  media.includes('video') ? 'video' : media.includes('image') ? 'image' : 'text';

beforeAll(async () => {
  s = await startServer();
  token = await s.login('agent');
  today = todayIn('Asia/Shanghai');
  t0 = shanghaiMidnight(today);
  const t1 = t0 - DAY;
  const windowStart = shanghaiMidnight(addDays(today, -29));
  const eightDays = shanghaiMidnight(addDays(today, -7));
  const now = Date.now();
  const random = rng(99);
  const [account] = await insertAccounts(s.db, [{ registeredAt: windowStart - DAY }]);
  const mediaChoices: MediaKind[][] = [[], ['image'], ['image', 'image'], ['video'], ['image', 'video']];

  const specs: MomentSpec[] = [];
  for (let i = 0; i < 80; i++) {
    specs.push({
      accountId: account!,
      createdAt: windowStart - 2 * DAY + Math.floor(random() * (now - windowStart + 2 * DAY)),
      media: mediaChoices[Math.floor(random() * mediaChoices.length)]!,
      // Few distinct values, so ties in engagement happen and the id decides.
      likeCount: 10 * Math.floor(random() * 6),
      commentCount: 5 * Math.floor(random() * 3),
      enabled: random() < 0.85,
    });
  }
  // Window edges: its first millisecond is in, the one before it out even with top engagement;
  // the eight-day chart's first millisecond and the one before.
  specs.push({ accountId: account!, createdAt: windowStart, media: ['video'], likeCount: 900 });
  specs.push({ accountId: account!, createdAt: windowStart - 1, media: ['video'], likeCount: 1000 });
  specs.push(
    { accountId: account!, createdAt: eightDays, media: [] },
    { accountId: account!, createdAt: eightDays - 1, media: [] },
  );
  const ids = await insertMoments(s.db, specs);

  for (const [i, spec] of specs.entries()) {
    const todays = i % 3 === 0 ? Math.floor(random() * 4) : 0;
    const yesterdays = i % 4 === 0 ? Math.floor(random() * 4) : 0;
    // Today's first milliseconds and yesterday's last ones: the edges of both counts.
    const times = [
      ...Array.from({ length: todays }, (_, k) => t0 + k),
      ...Array.from({ length: yesterdays }, (_, k) => t0 - 1 - k),
    ];
    await insertMomentComments(
      s.db,
      ids[i]!,
      times.map((createdAt) => ({ accountId: account!, createdAt })),
    );
    comments.push(...times);
    moments.push({
      ...spec,
      likeCount: spec.likeCount ?? 0,
      commentCount: spec.commentCount ?? 0,
      id: ids[i]!,
      today: todays,
      yesterday: yesterdays,
    });
  }

  for (let i = 0; i < 30; i++)
    questions.push({
      createdAt: eightDays - DAY + Math.floor(random() * (now - eightDays + DAY)),
      enabled: random() < 0.8,
    });
  questions.push({ createdAt: windowStart - 1, enabled: true }, { createdAt: windowStart, enabled: true });
  const [questionId] = await insertQuestions(
    s.db,
    questions.map((q) => ({ accountId: account!, ...q })),
  );
  const replyTimes = Array.from({ length: 12 }, () => ({
    accountId: account!,
    createdAt: t1 - 3 * DAY + Math.floor(random() * (now - t1 + 3 * DAY)),
  }));
  const [replyId] = await insertQuestionReplies(s.db, questionId!, replyTimes);
  const rcTimes = Array.from({ length: 6 }, (_, i) => ({ accountId: account!, createdAt: eightDays - 1 + i * DAY }));
  await insertReplyComments(s.db, replyId!, rcTimes);
  comments.push(...replyTimes.map((c) => c.createdAt), ...rcTimes.map((c) => c.createdAt));
});
afterAll(() => s.close());

describe('/admins/workplace/content-data', () => {
  it('counts content and comments of each of the last 8 days', async () => {
    const r = await s.call('/admins/workplace/content-data', {}, { token });
    const labels = Array.from({ length: 8 }, (_, i) => addDays(today, i - 7));
    const on = (d: string, times: number[]) => times.filter((t) => shanghaiDate(t) === d).length;
    const m = labels.map((d) =>
      on(
        d,
        moments.map((x) => x.createdAt),
      ),
    );
    const q = labels.map((d) =>
      on(
        d,
        questions.map((x) => x.createdAt),
      ),
    );
    expect(r.body.data).toEqual({
      timeZone: 'Asia/Shanghai',
      labels,
      moments: m,
      questions: q,
      comments: labels.map((d) => on(d, comments)),
      content: m.map((n, i) => n + q[i]!),
    });
    expect(r.body.data.content.reduce((a, b) => a + b, 0)).toBeGreaterThan(10);
  });
});

describe('/admins/workplace/popular', () => {
  it.each(['text', 'image', 'video'] as const)(
    'ranks the top 5 %s moments of the window by likes + comments',
    async (type) => {
      const r = await s.call('/admins/workplace/popular', { type }, { token });
      const windowStart = shanghaiMidnight(addDays(today, -29));
      const expected = moments
        .filter((m) => m.enabled !== false && m.createdAt >= windowStart && kindOf(m.media) === type)
        .sort((a, b) => b.likeCount! + b.commentCount! - (a.likeCount! + a.commentCount!) || b.id - a.id)
        .slice(0, 5)
        .map((m, i) => ({
          rank: i + 1,
          momentId: m.id,
          accountId: m.accountId,
          excerpt: expect.stringMatching(/^moment \d+ x+$/),
          likeCount: m.likeCount,
          commentCount: m.commentCount,
          engagement: m.likeCount! + m.commentCount!,
          commentsToday: m.today,
          commentsYesterday: m.yesterday,
          createdAt: new Date(m.createdAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        }));
      expect(expected).toHaveLength(5);
      expect(r.body.data).toEqual({ timeZone: 'Asia/Shanghai', type, windowDays: 30, list: expected });
      for (const item of r.body.data.list) expect(item.excerpt.length).toBeLessThanOrEqual(80);
      if (type === 'video') expect(r.body.data.list[0]!.likeCount).toBe(900);
    },
  );

  it('refuses an unknown tab', async () => {
    const r = await s.call('/admins/workplace/popular', { type: 'audio' as 'text' }, { token });
    expect([r.status, r.body.code]).toEqual([400, 40000]);
    expect(r.body.msg).toMatch(/^type: /);
  });
});

describe('/admins/workplace/categories', () => {
  it('shares enabled content of the window among text, image, video and questions', async () => {
    const r = await s.call('/admins/workplace/categories', {}, { token });
    const windowStart = shanghaiMidnight(addDays(today, -29));
    const live = moments.filter((m) => m.enabled !== false && m.createdAt >= windowStart);
    const counts = {
      text: live.filter((m) => kindOf(m.media) === 'text').length,
      image: live.filter((m) => kindOf(m.media) === 'image').length,
      video: live.filter((m) => kindOf(m.media) === 'video').length,
      question: questions.filter((q) => q.enabled && q.createdAt >= windowStart).length,
    };
    const total = counts.text + counts.image + counts.video + counts.question;
    expect(r.body.data).toEqual({
      timeZone: 'Asia/Shanghai',
      windowDays: 30,
      total,
      categories: (['text', 'image', 'video', 'question'] as const).map((category) => ({
        category,
        count: counts[category],
        share: counts[category] / total,
      })),
    });
    expect(Math.min(...Object.values(counts))).toBeGreaterThan(0);
  });
});

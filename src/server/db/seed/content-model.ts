import { ActivityModel } from './activity';
import { below, chance, unit, weightedText } from './sql-expr';
import { SALT } from './salts';
import type { SeedSizes } from './sizes';
import type { ReportTargetType } from '#contract/entities';

/**
 * Closed-form answers to "who wrote row n of table T, and how many days ago". The inserts and the
 * per-account counters both call these, so `momentCount`, `questionCount`, `reportCount`,
 * `commentCount` and `replyCount` match the rows without a second pass over the tables.
 * Ages are in days and independent of the clock; only `now - age` turns them into timestamps,
 * so two runs at different times give the same rows shifted in time.
 */
export class ContentModel {
  readonly activity: ActivityModel;

  constructor(readonly sizes: SeedSizes) {
    this.activity = new ActivityModel(sizes.accounts);
  }

  /** Most accounts write Chinese, the rest English. */
  isZh(accountId: string): string {
    return chance(accountId, SALT.lang, 0.62);
  }

  /** A row's language: its author's, with one row in ten in the other language. */
  rowIsZh(accountId: string, n: string): string {
    return `(${this.isZh(accountId)} <> ${chance(n, SALT.langFlip, 0.1)})`;
  }

  /** Age of the n-th of `count` rows spread over `span` days, ids ascending with time, denser recently. */
  ordered(n: string, count: number, span: number, salt: number): string {
    return `(${span} * pow(1 - ((${n}) - 1 + ${unit(n, salt)}) / ${count}, 1.15))`;
  }

  momentAge(n: string): string {
    return this.ordered(n, this.sizes.moments, 30, SALT.momentAge);
  }

  momentAuthor(age: string, n: string): string {
    return this.activity.activeWithin(age, n, SALT.momentAuthor);
  }

  questionAge(n: string): string {
    return this.ordered(n, this.sizes.questions, 30, SALT.questionAge);
  }

  questionAuthor(age: string, n: string): string {
    return this.activity.activeWithin(age, n, SALT.questionAuthor);
  }

  /** Popular parents collect most of the children: a skewed pick scattered over the ids. */
  private skewedParent(n: string, parents: number, salt: number): string {
    const r = `floor(pow(${unit(n, salt)}, 1.8) * ${parents})::int8`;
    return `(((${r}) * 7919 + 13) % ${parents} + 1)::int`;
  }

  commentMoment(n: string): string {
    return this.skewedParent(n, this.sizes.moments, SALT.commentMoment);
  }

  /** Comments come soon after the post: mostly within its first tenth of its life. */
  afterParent(parentAge: string, n: string, salt: number): string {
    return `((${parentAge}) * (1 - pow(${unit(n, salt)}, 3)))`;
  }

  commentAge(momentAge: string, n: string): string {
    return this.afterParent(momentAge, n, SALT.commentAge);
  }

  commentAuthor(age: string, n: string): string {
    return this.activity.activeWithin(age, n, SALT.commentAuthor);
  }

  replyQuestion(n: string): string {
    return this.skewedParent(n, this.sizes.questions, SALT.replyQuestion);
  }

  replyAge(questionAge: string, n: string): string {
    return this.afterParent(questionAge, n, SALT.replyAge);
  }

  replyAuthor(age: string, n: string): string {
    return this.activity.activeWithin(age, n, SALT.replyAuthor);
  }

  replyCommentReply(n: string): string {
    return this.skewedParent(n, this.sizes.questionReplies, SALT.replyCommentReply);
  }

  replyCommentAge(replyAge: string, n: string): string {
    return this.afterParent(replyAge, n, SALT.replyCommentAge);
  }

  replyCommentAuthor(age: string, n: string): string {
    return this.activity.activeWithin(age, n, SALT.replyCommentAuthor);
  }

  /** Messages come in threads of eight between two accounts. */
  readonly threadSize = 8;

  threadOf(n: string): string {
    return `(((${n}) - 1) / ${this.threadSize})`;
  }

  threadAge(thread: string): string {
    const threads = Math.ceil(this.sizes.messages / this.threadSize);
    return this.ordered(`(${thread}) + 1`, threads, 30, SALT.threadAge);
  }

  /** The two sides of a thread: the one who started it, and a partner, both active at the time. */
  private threadSides(threadAge: string, thread: string): { starter: string; partner: string } {
    const a = this.activity.activeWithin(threadAge, thread, SALT.threadA);
    const b = this.activity.activeWithin(threadAge, thread, SALT.threadB);
    const b2 = this.activity.activeWithin(threadAge, thread, SALT.threadB2);
    // Nobody writes to themself: the rare thread whose two picks collide takes another partner.
    const partner = `(CASE WHEN ${a} <> ${b} THEN ${b} WHEN ${a} <> ${b2} THEN ${b2} ELSE ${a} % ${this.sizes.accounts} + 1 END)`;
    return { starter: a, partner };
  }

  threadStarter(threadAge: string, thread: string): string {
    return this.threadSides(threadAge, thread).starter;
  }

  messageSender(threadAge: string, thread: string, n: string): string {
    const { starter, partner } = this.threadSides(threadAge, thread);
    return `(CASE WHEN ${below(n, SALT.messageDirection, 2)} = 0 THEN ${starter} ELSE ${partner} END)`;
  }

  messageReceiver(threadAge: string, thread: string, n: string): string {
    const { starter, partner } = this.threadSides(threadAge, thread);
    return `(CASE WHEN ${below(n, SALT.messageDirection, 2)} = 0 THEN ${partner} ELSE ${starter} END)`;
  }

  /**
   * Later messages of a thread are newer; the last one is `threadAge` days old. The thread has
   * its own pace (2 to 40 minutes between messages), each message a jitter within its step.
   */
  messageAge(threadAge: string, n: string): string {
    const position = `((${n}) - 1) % ${this.threadSize}`;
    const gapDays = `((2 + 38 * ${unit(this.threadOf(n), SALT.messageGap)}) / 1440.0)`;
    const steps = `(${this.threadSize - 1} - ${position} + 0.9 * ${unit(n, SALT.messageGap + 1000)})`;
    return `((${threadAge}) + ${steps} * ${gapDays})`;
  }

  /** Which kind of thing report n is about. */
  reportType(n: string): string {
    return weightedText(REPORT_TYPE_WEIGHTS, n, SALT.reportType);
  }

  /** The id of report n's target, among the rows of its type. */
  reportTarget(type: ReportTargetType, n: string): string {
    return `(1 + ${below(n, SALT.reportTarget, this.tableSize(type))})::int`;
  }

  tableSize(type: ReportTargetType): number {
    const s = this.sizes;
    const sizes: Record<ReportTargetType, number> = {
      account: s.accounts,
      moment: s.moments,
      moment_comment: s.momentComments,
      question: s.questions,
      question_reply: s.questionReplies,
      reply_comment: s.replyComments,
      message: s.messages,
    };
    return sizes[type];
  }
}

export const REPORT_TYPE_WEIGHTS: readonly (readonly [ReportTargetType, number])[] = [
  ['account', 15],
  ['moment', 30],
  ['moment_comment', 18],
  ['question', 8],
  ['question_reply', 10],
  ['reply_comment', 7],
  ['message', 12],
];

import {
  EMOJI,
  EN_COMMENTS,
  EN_MOMENT_FOLLOWUPS,
  EN_MOMENT_OPENINGS,
  EN_SPAM,
  ZH_COMMENTS,
  ZH_MOMENT_FOLLOWUPS,
  ZH_MOMENT_OPENINGS,
  ZH_SPAM,
} from '../db/seed/phrases-posts';
import {
  EN_ABOUT,
  EN_QUESTION_BODIES,
  EN_QUESTION_TITLES,
  EN_REPLIES,
  EN_REPLY_COMMENTS,
  ZH_ABOUT,
  ZH_QUESTION_BODIES,
  ZH_QUESTION_TITLES,
  ZH_REPLIES,
  ZH_REPLY_COMMENTS,
} from '../db/seed/phrases-qa';
import { REPORT_DETAILS } from '../db/seed/phrases-talk';

/**
 * What simulated users write: the seed's phrases, and now and then a line that hits one of the
 * demo rules (seed-rules.ts), so a demo shows flags, holds and blocks arriving.
 */

export type Pick = <T>(items: readonly T[]) => T;

/** Lines that hit the demo rules: scam links, both insults (either script), a hold, a block. */
const ZH_HITS = [
  '加 vx: deal8888 领优惠券',
  '看主页 https://t.cn/A6x9k 有惊喜',
  '这人真是脑残',
  '腦殘才會信這種話',
  '别理那个脑残',
];
const EN_HITS = [
  'what an idiot take',
  'free followers, link in bio',
  'cheap likes, DM me',
  'Win an iPhone: https://prize-claim.example/now',
  'you should kill yourself',
  'only an IDIOT would buy this',
];

/** Share of texts that hit a demo rule. */
export const HIT_SHARE = 0.15;

export class SimulatedTexts {
  constructor(
    private readonly pick: Pick,
    private readonly chance: (p: number) => boolean,
  ) {}

  /** A body in one language, with a rule-hitting line appended now and then. */
  private body(zh: boolean, make: () => string): string {
    const text = make();
    if (!this.chance(HIT_SHARE)) return text;
    const hit = this.pick(zh ? ZH_HITS : EN_HITS);
    return this.chance(0.5) ? hit : `${text} ${hit}`;
  }

  private spamOr(zh: boolean, zhItems: readonly string[], enItems: readonly string[]): string {
    if (this.chance(0.03)) return this.pick(zh ? ZH_SPAM : EN_SPAM);
    return this.pick(zh ? zhItems : enItems);
  }

  moment(zh: boolean): string {
    return this.body(zh, () => {
      const opening = this.spamOr(zh, ZH_MOMENT_OPENINGS, EN_MOMENT_OPENINGS);
      const more = this.chance(0.5)
        ? `${zh ? '' : ' '}${this.pick(zh ? ZH_MOMENT_FOLLOWUPS : EN_MOMENT_FOLLOWUPS)}`
        : '';
      return `${opening}${more}${this.pick(EMOJI)}`;
    });
  }

  comment(zh: boolean): string {
    return this.body(zh, () => this.spamOr(zh, ZH_COMMENTS, EN_COMMENTS));
  }

  question(zh: boolean): { title: string; text: string } {
    return {
      title: this.pick(zh ? ZH_QUESTION_TITLES : EN_QUESTION_TITLES),
      text: this.body(zh, () => this.pick(zh ? ZH_QUESTION_BODIES : EN_QUESTION_BODIES)),
    };
  }

  reply(zh: boolean): string {
    return this.body(zh, () => this.spamOr(zh, ZH_REPLIES, EN_REPLIES));
  }

  replyComment(zh: boolean): string {
    return this.body(zh, () => this.spamOr(zh, ZH_REPLY_COMMENTS, EN_REPLY_COMMENTS));
  }

  aboutAnswer(zh: boolean): { question: string; answer: string } {
    const q = this.pick(zh ? ZH_ABOUT : EN_ABOUT);
    return { question: q.prompt, answer: this.body(zh, () => this.pick(q.answers)) };
  }

  report(): { reason: keyof typeof REPORT_DETAILS; detail: string } {
    const reason = this.pick(Object.keys(REPORT_DETAILS) as (keyof typeof REPORT_DETAILS)[]);
    return { reason, detail: this.pick(REPORT_DETAILS[reason]) };
  }
}

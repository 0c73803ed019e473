/**
 * The posts of a spam campaign: one scam, written again and again with the small edits campaigns
 * make to slip past exact-match filters — a word swapped for a synonym, emoji added, spacing and
 * punctuation changed, letters written as digits or symbols (leetspeak). Each variant keeps most
 * of the scam's text, so near-duplicate clustering should find it; a swapped word changes its
 * exact wave key (the velocity rules' digest), the other edits do not.
 */

interface Scam {
  /** Words in {braces} are swapped for one of their synonyms in some variants. */
  text: string;
  zh: boolean;
}

const SCAMS: readonly Scam[] = [
  { text: 'Earn {5000} a day from home, {guaranteed}! No experience needed, add my WeChat {now}: rich8888', zh: false },
  {
    text: 'Free iPhone {giveaway} for the first 100 people, {click} the link in my profile and {claim} yours today',
    zh: false,
  },
  { text: 'Crypto {signals} group: {100%} win rate, join {now} and double your money in one week', zh: false },
  { text: '兼职{日赚}五百，在家{轻松}操作，无需经验，{加}微信 rich8888 了解详情', zh: true },
  { text: '内部{稳赚}项目，{保证}收益翻倍，名额有限，{私信}我领取资料', zh: true },
];

const SYNONYMS: Record<string, readonly string[]> = {
  '5000': ['5000', '$5000', '5k'],
  guaranteed: ['guaranteed', 'for sure', 'no risk'],
  now: ['now', 'today', 'fast'],
  giveaway: ['giveaway', 'raffle', 'drop'],
  click: ['click', 'tap', 'open'],
  claim: ['claim', 'grab', 'get'],
  signals: ['signals', 'tips', 'calls'],
  '100%': ['100%', '99%', 'guaranteed'],
  日赚: ['日赚', '日入', '一天赚'],
  轻松: ['轻松', '简单', '动动手指'],
  加: ['加', '添加', '联系'],
  稳赚: ['稳赚', '稳赚不赔', '无风险'],
  保证: ['保证', '承诺', '包'],
  私信: ['私信', '加我', '联系'],
};

const EMOJI = ['💰', '🔥', '✅', '👉', '🎁', '💯', '🚀'];
const LEET: Record<string, string> = { a: '@', e: '3', i: '1', o: '0', s: '$' };

export type Pick = <T>(items: readonly T[]) => T;
export type Chance = (p: number) => boolean;

export class CampaignTexts {
  private readonly scam: Scam;

  constructor(
    private readonly pick: Pick,
    private readonly chance: Chance,
    zh?: boolean,
  ) {
    this.scam = pick(zh === undefined ? SCAMS : SCAMS.filter((s) => s.zh === zh));
  }

  get zh(): boolean {
    return this.scam.zh;
  }

  /** One post of the campaign: the scam with some of its edits. */
  next(): string {
    // A word swapped in a third of the posts: the rest keep the campaign's own words.
    let text = this.scam.text.replace(/\{([^}]+)\}/g, (_, word: string) =>
      this.chance(0.3) ? this.pick(SYNONYMS[word] ?? [word]) : word,
    );
    if (this.chance(0.4)) text = this.leet(text);
    if (this.chance(0.4)) text = this.spaced(text);
    if (this.chance(0.3)) text = text.replace(/[,，!！:：]/g, (c) => (this.chance(0.5) ? '' : `${c}${c}`));
    if (this.chance(0.6)) text = `${text} ${this.pick(EMOJI)}${this.chance(0.5) ? this.pick(EMOJI) : ''}`;
    if (this.chance(0.2)) text = `${this.pick(EMOJI)} ${text}`;
    return text;
  }

  /** A few letters as digits or symbols (`n0w`, `gu@ranteed`). */
  private leet(text: string): string {
    return text.replace(/[aeios]/g, (c) => (this.chance(0.25) ? LEET[c]! : c));
  }

  /** Spacing changed: double spaces, or one word's letters spaced apart. */
  private spaced(text: string): string {
    if (this.scam.zh)
      return text.replace(/(\p{Script=Han})(?=\p{Script=Han})/gu, (c) => (this.chance(0.1) ? `${c} ` : c));
    const words = text.split(' ');
    const at = this.pick(words.map((_, i) => i));
    if (this.chance(0.5) && /^[a-z]{4,}$/i.test(words[at] ?? '')) words[at] = [...words[at]!].join(' ');
    return words.join(this.chance(0.5) ? '  ' : ' ');
  }
}

import { LABELLED } from './rules-labelled-set';

/**
 * Campaigns as they arrive, written for the tests: a few scam and spam posts, each posted 60 times
 * with the edits a campaign makes to get past a filter — emoji put in, spacing changed, a word
 * swapped for another, a letter written as a digit, punctuation, a tag or number added, another
 * link path — beside ordinary posts that share a topic ("good morning") and the rules' set of
 * ordinary posts. Deterministic: a seeded generator picks the edits.
 */
export interface WavePost {
  text: string;
  /** The campaign it belongs to, or null for an ordinary post. */
  campaign: string | null;
}

const TEMPLATES: Record<string, { text: string; swaps: [string, string][] }> = {
  'crypto-en': {
    text: 'Guaranteed profit every day! Join our crypto investment group and double your money in one week, message me now at bit.ly/fastcash',
    swaps: [
      ['Guaranteed', 'Assured'],
      ['profit', 'returns'],
      ['double', 'triple'],
      ['money', 'cash'],
      ['message', 'contact'],
      ['now', 'today'],
    ],
  },
  'followers-en': {
    text: 'Want more followers? Get 10000 real followers for only 5 dollars, fast delivery and no password needed, visit cheapfans.shop',
    swaps: [
      ['Want', 'Need'],
      ['real', 'active'],
      ['only', 'just'],
      ['fast', 'quick'],
      ['visit', 'go to'],
    ],
  },
  'invest-zh': {
    text: '稳赚不赔的投资机会，每天收益百分之十，名额有限，加微信领取内部资料，错过就没有了',
    swaps: [
      ['稳赚不赔', '保本高收益'],
      ['每天', '每日'],
      ['名额有限', '先到先得'],
      ['微信', 'VX'],
      ['领取', '获取'],
    ],
  },
  'parttime-zh': {
    text: '招聘兼职打字员，在家就能做，日结工资三百元，无需经验，手机操作简单，有意者私聊',
    swaps: [
      ['打字员', '刷单员'],
      ['在家', '宅家'],
      ['三百元', '五百元'],
      ['简单', '方便'],
      ['私聊', '加我'],
    ],
  },
};

const EMOJI = ['🔥', '💰', '✅', '👉', '😊', '🎉', '💯'];
const LEET: Record<string, string> = { o: '0', e: '3', a: '@', i: '1', s: '$' };

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

function edited(base: string, swaps: [string, string][], rnd: () => number): string {
  let text = base;
  // Two or three edits of the kinds a campaign makes, chosen at random.
  const edits = 2 + Math.floor(rnd() * 2);
  for (let e = 0; e < edits; e++) {
    const kind = Math.floor(rnd() * 6);
    if (kind === 0) {
      const at = Math.floor(rnd() * text.length);
      text = `${text.slice(0, at)}${EMOJI[Math.floor(rnd() * EMOJI.length)]}${text.slice(at)}`;
    } else if (kind === 1) {
      text = rnd() < 0.5 ? text.replace(/ /g, '  ') : text.replace(/(\S)(\S)/, '$1 $2');
    } else if (kind === 2) {
      const [from, to] = swaps[Math.floor(rnd() * swaps.length)]!;
      text = text.replace(from, to);
    } else if (kind === 3) {
      const letters = Object.keys(LEET);
      const l = letters[Math.floor(rnd() * letters.length)]!;
      text = text.replace(l, LEET[l]!);
    } else if (kind === 4) {
      text = text.replace(/[!,，。]/, rnd() < 0.5 ? '!!' : '~');
    } else {
      text = `${text} #${Math.floor(rnd() * 1000)}`;
    }
  }
  return text.replace('bit.ly/fastcash', `bit.ly/${Math.floor(rnd() * 1e6).toString(36)}`);
}

export const CAMPAIGN_SIZE = 60;

const campaigns: WavePost[] = Object.entries(TEMPLATES).flatMap(([name, t], k) => {
  const rnd = random(1000 + k);
  return Array.from({ length: CAMPAIGN_SIZE }, (_, i) => ({
    text: i === 0 ? t.text : edited(t.text, t.swaps, rnd),
    campaign: name,
  }));
});

const GREETINGS = [
  'Good morning everyone!',
  'good morning, friends',
  'Good morning from Shanghai, have a nice day',
  'morning all, coffee time',
  'Good morning! Lovely weather today',
  '早上好，大家',
  '大家早上好！今天天气不错',
  '早安，新的一天加油',
  '早上好呀，吃早饭了吗',
  'Good morning, happy Friday everyone',
];

export const WAVE_POSTS: WavePost[] = [
  ...campaigns,
  ...GREETINGS.map((text) => ({ text, campaign: null })),
  ...LABELLED.filter((l) => l.label === 'ordinary').map((l) => ({ text: l.text, campaign: null })),
];

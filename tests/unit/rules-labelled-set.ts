/**
 * A labelled set for the rules: what a trust-and-safety lead's rules should catch, what people write
 * to get past them, and what must pass. Written for these tests, in both languages. `rule` names the
 * rule of LABELLED_RULES a hit or an evasion must hit; innocent and ordinary posts must hit none.
 */
export type Label = 'plain' | 'evasion' | 'innocent' | 'ordinary';

export interface Labelled {
  text: string;
  label: Label;
  rule?: string;
}

export interface LabelledRule {
  name: string;
  kind: 'term' | 'regex' | 'domain' | 'phone';
  pattern: string;
  action: 'flag' | 'hold' | 'block';
  leet?: boolean;
  exceptions?: string[];
  exceptionPattern?: string;
}

/** Eight rules a lead would write, with the exceptions that keep warnings and book titles out. */
export const LABELLED_RULES: LabelledRule[] = [
  { name: 'insult-moron', kind: 'term', pattern: 'moron', action: 'hold', leet: true },
  {
    name: 'insult-idiot',
    kind: 'term',
    pattern: 'idiot',
    action: 'flag',
    leet: true,
    exceptions: ['The Idiot by Dostoevsky', "Dostoevsky's The Idiot", '白痴 陀思妥耶夫斯基'],
  },
  { name: 'slur', kind: 'term', pattern: 'retard', action: 'block', leet: true },
  {
    name: 'scam-en',
    kind: 'term',
    pattern: 'guaranteed profit',
    action: 'hold',
    leet: true,
    exceptionPattern: '(?:beware|careful|warning|scam alert|never trust)[^.!?]{0,60}guaranteed profit',
  },
  {
    name: 'scam-zh',
    kind: 'term',
    pattern: '稳赚不赔',
    action: 'hold',
    exceptionPattern:
      '(?:小心|当心|警惕|谨防|提醒)[^。！？]{0,20}稳赚不赔|稳赚不赔[^。！？]{0,8}(?:都是骗|是骗局|的骗子)',
  },
  { name: 'insult-zh', kind: 'term', pattern: '傻逼', action: 'hold' },
  { name: 'shorteners', kind: 'domain', pattern: 'list:shorteners', action: 'hold' },
  { name: 'contact-numbers', kind: 'phone', pattern: '*', action: 'flag' },
];

const plain: Labelled[] = [
  { text: 'you are such a moron', rule: 'insult-moron' },
  { text: 'What an idiot, honestly', rule: 'insult-idiot' },
  { text: 'stop acting like a retard', rule: 'slur' },
  { text: 'Join now for guaranteed profit every week', rule: 'scam-en' },
  { text: '投资这个项目稳赚不赔，快来', rule: 'scam-zh' },
  { text: '你就是个傻逼', rule: 'insult-zh' },
  { text: 'click https://bit.ly/3xYz now', rule: 'shorteners' },
  { text: '详情见 t.cn/A6abcd', rule: 'shorteners' },
  { text: 'call me 13812345678', rule: 'contact-numbers' },
  { text: '加我微信 13912345678 领红包', rule: 'contact-numbers' },
  { text: 'MORON!!!', rule: 'insult-moron' },
  { text: 'tinyurl.com/free-stuff for you', rule: 'shorteners' },
  { text: '傻逼才信', rule: 'insult-zh' },
].map((x) => ({ ...x, label: 'plain' as const }));

const evasion: Labelled[] = [
  { text: 'you r3tard', rule: 'slur' },
  { text: 'what an id1ot', rule: 'insult-idiot' },
  { text: 'you m o r o n', rule: 'insult-moron' },
  { text: 'such a m.o.r.o.n', rule: 'insult-moron' },
  { text: 'you mоron', rule: 'insult-moron' },
  { text: 'ＭＯＲＯＮ', rule: 'insult-moron' },
  { text: 'mo\u200bron alert', rule: 'insult-moron' },
  { text: 'what a mooooron', rule: 'insult-moron' },
  { text: 'm0r0n', rule: 'insult-moron' },
  { text: 'idi0t', rule: 'insult-idiot' },
  { text: 'id!ot behaviour', rule: 'insult-idiot' },
  { text: 'rеtаrd', rule: 'slur' },
  { text: 'r e t a r d', rule: 'slur' },
  { text: 'gu@ranteed profit, join', rule: 'scam-en' },
  { text: 'guaranteed  profit!!', rule: 'scam-en' },
  { text: 'GUARANTEED PR0FIT', rule: 'scam-en' },
  { text: 'guaranteeeed profit', rule: 'scam-en' },
  { text: '穩賺不賠的項目', rule: 'scam-zh' },
  { text: '稳 赚 不 赔', rule: 'scam-zh' },
  { text: '稳.赚.不.赔', rule: 'scam-zh' },
  { text: '稳\u200b赚不赔', rule: 'scam-zh' },
  { text: '你是傻 逼吗', rule: 'insult-zh' },
  { text: '傻*逼', rule: 'insult-zh' },
  { text: 'see bit . ly/abc', rule: 'shorteners' },
  { text: 'go to bit[.]ly/x1', rule: 'shorteners' },
  { text: 'hxxps://bit[.]ly/evil', rule: 'shorteners' },
  { text: 'ｂｉｔ．ｌｙ／ａｂｃ', rule: 'shorteners' },
  { text: 'tinyurl(dot)com/abc', rule: 'shorteners' },
  { text: 'call 138.1234.5678', rule: 'contact-numbers' },
  { text: '电话 一三八一二三四五六七八', rule: 'contact-numbers' },
  { text: 'one three eight one two three four five six seven eight', rule: 'contact-numbers' },
  { text: '+86 139 8765 4321', rule: 'contact-numbers' },
  { text: '加微信：１３８ １２３４ ５６７８', rule: 'contact-numbers' },
  { text: '1 3 8 1 2 3 4 5 6 7 8', rule: 'contact-numbers' },
].map((x) => ({ ...x, label: 'evasion' as const }));

const innocent: Labelled[] = [
  'Reading The Idiot by Dostoevsky this month',
  "Dostoevsky's The Idiot is a long book",
  'Beware of anyone promising guaranteed profit, it is always a scam',
  'Scam alert: the "guaranteed profit" messages going round are fake',
  '大家小心，说稳赚不赔的都是骗子',
  '提醒一下：稳赚不赔是骗局',
  'build 1732512345678 finished',
  'timestamp 1732512345 logged',
  'order 20241125123456 shipped',
  'the fire retardant worked',
  'a moronic plan? no, a clever one',
  'idiomatic code is easier to read',
  'version 1.3.8 released',
  'see file.txt and notes.md',
  '傻瓜相机也能拍出好照片',
  '稳定赚钱不容易，不赔就算好了',
  'bitly is a company I read about',
  'room 1024, floor 3',
  'price 13800 yuan',
  '2024-11-25 13:45:12 meeting',
  'call the front desk at ext. 1234',
  'e.g. the moor is lovely',
  'the morning run was great',
  'I am a b c student',
  '白痴 陀思妥耶夫斯基 的小说',
].map((text) => ({ text, label: 'innocent' as const }));

const subjectsEn = [
  'Our cat',
  'My sister',
  'The new cafe downtown',
  'This weekend',
  'The hiking trail',
  'My grandmother',
  'The football match',
  'Our book club',
  'The rooftop garden',
  'My first marathon',
  'The night market',
  'Our road trip',
];
const predicatesEn = [
  'made the whole day better',
  'was more fun than I expected',
  'deserves a photo album of its own',
  'reminded me to slow down a little',
  'had the best dumplings in town',
  'is finally finished after three months',
  'needs a bit more planning next time',
  'turned out to be a lovely surprise',
  'taught me something about patience',
];
const subjectsZh = [
  '今天',
  '周末',
  '我家猫',
  '这家店',
  '公园里',
  '妈妈做的菜',
  '新买的耳机',
  '孩子',
  '下班路上',
  '老朋友',
  '图书馆',
  '这场雨',
];
const predicatesZh = [
  '真的让人心情很好',
  '比想象中有意思多了',
  '拍了好多照片留念',
  '让我想起了小时候',
  '排队半小时也值得',
  '终于忙完了可以休息',
  '下次还要再来一次',
  '给了我一个小惊喜',
  '教会我要有耐心',
];

/** 216 ordinary posts: 108 in each language, every subject with every predicate in turn. */
const ordinary: Labelled[] = [
  ...subjectsEn.flatMap((s, i) =>
    predicatesEn.map((p, j) => ({
      text: `${s} ${p}${(i + j) % 3 === 0 ? '!' : '.'} #${i}${j}`,
      label: 'ordinary' as const,
    })),
  ),
  ...subjectsZh.flatMap((s, i) =>
    predicatesZh.map((p, j) => ({
      text: `${s}${p}${(i + j) % 2 === 0 ? '！' : '。'}😊 ${i * 9 + j}`,
      label: 'ordinary' as const,
    })),
  ),
];

export const LABELLED: Labelled[] = [...plain, ...evasion, ...innocent, ...ordinary];

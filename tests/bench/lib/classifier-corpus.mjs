// Texts for the classifier's benches: posts of six labels in both languages, made from templates
// and fill-in words so that a large set has many distinct n-grams rather than a few repeated
// sentences. `side` splits every fill-in list in two: a model trained on one side is measured on
// posts written only with the other side's words, so the measure is not a recall of its training.

/** A small deterministic generator (mulberry32): the same seed gives the same set on every run. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const W = {
  place: [
    'the park',
    'the beach',
    'the library',
    'the night market',
    'the old town',
    'the lake',
    'the gym',
    'the museum',
    'the station',
    'the rooftop',
    'the river walk',
    'the farm',
  ],
  placeZh: ['公园', '海边', '图书馆', '夜市', '老街', '湖边', '健身房', '博物馆', '车站', '天台', '江边', '农场'],
  thing: [
    'dumplings',
    'noodles',
    'a new book',
    'sunset photos',
    'my bike',
    'the garden',
    'a puzzle',
    'coffee',
    'the kittens',
    'a long walk',
    'homemade bread',
    'the concert',
  ],
  thingZh: ['饺子', '牛肉面', '新书', '晚霞', '自行车', '小花园', '拼图', '咖啡', '小猫', '散步', '面包', '音乐会'],
  who: ['my sister', 'our team', 'grandma', 'the neighbours', 'my best friend', 'the kids', 'my dad', 'colleagues'],
  whoZh: ['姐姐', '同事们', '奶奶', '邻居', '好朋友', '孩子们', '爸爸', '室友'],
  money: ['$300', '$500', '$800', '$1000', '$2000', '$150', '$650', '$1200'],
  moneyZh: ['三百', '五百', '八百', '一千', '两千', '一百五', '六百', '一千二'],
  product: [
    'followers',
    'likes',
    'crypto signals',
    'weight-loss pills',
    'phone cases',
    'VPN accounts',
    'game coins',
    'diet tea',
  ],
  productZh: ['粉丝', '点赞', '币圈信号', '减肥药', '手机壳', '会员账号', '游戏币', '代餐茶'],
  insult: ['idiot', 'loser', 'clown', 'moron', 'pathetic', 'trash', 'worthless', 'fool'],
  insultZh: ['白痴', '废物', '小丑', '蠢货', '垃圾', '脑残', '窝囊废', '傻子'],
  goods: [
    'fake IDs',
    'prescription pills',
    'hacked accounts',
    'counterfeit bags',
    'fireworks',
    'stolen cards',
    'vape juice',
    'exam answers',
  ],
  goodsZh: ['假证件', '处方药', '黑号', '高仿包', '烟花爆竹', '银行卡', '电子烟油', '考试答案'],
  lewd: [
    'hot pics',
    'private videos',
    'nude photos',
    'adult chat',
    'sexy cam',
    'spicy content',
    'uncensored clips',
    'late-night show',
  ],
  lewdZh: ['福利图', '私房视频', '裸照', '成人聊天', '午夜直播', '大尺度', '无码资源', '深夜节目'],
  link: [
    'http://bit.ly/a',
    'tinyurl.com/x',
    't.cn/A6',
    'http://win-prize.top',
    'http://cheap-deals.xyz',
    'dwz.cn/q',
    'http://free-gift.click',
    'http://earn-now.vip',
  ],
  emoji: ['😊', '🎉', '🌸', '🔥', '💰', '👀', '😂', '🙏', '', '', '', ''],
};

const TEMPLATES = {
  fine: [
    (p) => `Spent the afternoon at ${p('place')} with ${p('who')}, ${p('thing')} made it perfect`,
    (p) => `Does anyone know where to get good ${p('thing')} near ${p('place')}?`,
    (p) => `${cap(p('who'))} and I finally tried ${p('thing')}, would go again ${p('emoji')}`,
    (p) => `Rainy day plan: ${p('thing')}, tea, and nothing else. ${p('place')} tomorrow maybe`,
    (p) => `Photo dump from ${p('place')} #weekend ${p('emoji')}`,
    (p) => `Thanks ${p('who')} for the ${p('thing')}, you made my week`,
    (p) => `周末和${p('whoZh')}去${p('placeZh')}，${p('thingZh')}真的很不错${p('emoji')}`,
    (p) => `有没有人知道${p('placeZh')}附近哪里有好吃的${p('thingZh')}？`,
    (p) => `今天在${p('placeZh')}拍了好多照片，${p('thingZh')}太美了`,
    (p) => `谢谢${p('whoZh')}送的${p('thingZh')}，开心一整天`,
    (p) => `下班路过${p('placeZh')}，顺便买了${p('thingZh')}`,
  ],
  spam: [
    (p) => `Buy ${p('product')} cheap, 1000 for ${p('money')}, DM now ${p('link')}`,
    (p) => `Get more ${p('product')} fast!!! visit ${p('link')} ${p('emoji')}`,
    (p) => `BEST ${p('product').toUpperCase()} DEAL, limited offer, click ${p('link')}`,
    (p) => `低价出售${p('productZh')}，${p('moneyZh')}一千个，私信或看${p('link')}`,
    (p) => `${p('productZh')}大促销，点击链接${p('link')}领取优惠`,
    (p) => `刷${p('productZh')}找我，价格美丽，详情看主页`,
  ],
  fraud: [
    (p) => `Earn ${p('money')}/day from home, guaranteed returns, DM me ${p('emoji')}`,
    (p) => `Invest ${p('money')} today and double it in a week, no risk, ask me how`,
    (p) => `You won a prize! pay ${p('money')} shipping to claim at ${p('link')}`,
    (p) => `兼职日赚${p('moneyZh')}，宝妈学生都可以，加微信详聊`,
    (p) => `投资${p('moneyZh')}稳赚不赔，一周翻倍，私聊我`,
    (p) => `恭喜中奖，先付${p('moneyZh')}运费领取，链接${p('link')}`,
  ],
  harassment: [
    (p) => `you are such a ${p('insult')}, nobody at ${p('place')} wants you here`,
    (p) => `shut up ${p('insult')}, go away and never post again`,
    (p) => `${cap(p('who'))} says you are a ${p('insult')} and we all agree`,
    (p) => `你就是个${p('insultZh')}，滚出${p('placeZh')}`,
    (p) => `闭嘴吧${p('insultZh')}，别再发了`,
    (p) => `大家都知道你是${p('insultZh')}，丢人`,
  ],
  sexual: [
    (p) => `${cap(p('lewd'))} of me, message me for the full set ${p('emoji')}`,
    (p) => `lonely tonight? ${p('lewd')} waiting for you at ${p('link')}`,
    (p) => `加我看${p('lewdZh')}，懂的来${p('emoji')}`,
    (p) => `${p('lewdZh')}合集，私信获取`,
  ],
  illegal_goods: [
    (p) => `Selling ${p('goods')}, discreet shipping, pay in crypto`,
    (p) => `need ${p('goods')}? reliable source, DM for prices`,
    (p) => `出售${p('goodsZh')}，货到付款，私聊`,
    (p) => `低价${p('goodsZh')}，保密发货，有意者联系`,
  ],
};

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** Labels in the share they make of a realistic decided set: mostly fine. */
export const MIX = [
  ['fine', 0.6],
  ['spam', 0.14],
  ['fraud', 0.09],
  ['harassment', 0.09],
  ['sexual', 0.04],
  ['illegal_goods', 0.04],
];

/** One post of `label`, its fill-ins from `side` ('train' or 'test') of each word list. */
export function post(label, random, side = 'train') {
  const pick = (list) => {
    const words = W[list].filter((_, i) => (side === 'train' ? i % 2 === 0 : i % 2 === 1));
    return words[Math.floor(random() * words.length)];
  };
  const templates = TEMPLATES[label];
  let text = templates[Math.floor(random() * templates.length)](pick);
  // A number or a tag now and then, as people write them: more distinct n-grams, no label signal.
  const r = random();
  if (r < 0.3) text += ` ${Math.floor(random() * 1000)}`;
  else if (r < 0.45) text += ` #${Math.floor(random() * 50)}`;
  return text;
}

export function labelOf(random, mix = MIX) {
  let r = random();
  for (const [label, share] of mix) {
    if ((r -= share) < 0) return label;
  }
  return mix[0][0];
}

/** `n` posts in the mix, from `side`'s words. */
export function corpus(n, seed, side = 'train', mix = MIX) {
  const random = rng(seed);
  return Array.from({ length: n }, () => {
    const label = labelOf(random, mix);
    return { label, text: post(label, random, side) };
  });
}

/**
 * Written by hand, not from the templates: what gets past word lists (spacing, look-alike letters,
 * leetspeak — as the rules' labelled set has them) and innocent posts that share words with the
 * bad ones (warnings about scams, book titles).
 */
export const HANDWRITTEN = [
  { label: 'harassment', text: 'you m o r o n, nobody likes you' },
  { label: 'harassment', text: 'what an id1ot, get lost' },
  { label: 'harassment', text: 'such a m.o.r.o.n honestly' },
  { label: 'harassment', text: 'you are a l0ser and a cl0wn' },
  { label: 'harassment', text: '你就是个傻 逼吧' },
  { label: 'harassment', text: '闭嘴 废 物' },
  { label: 'fraud', text: 'gu@ranteed profit, join my group' },
  { label: 'fraud', text: 'GUARANTEED PR0FIT every week, DM' },
  { label: 'fraud', text: '稳 赚 不 赔 的项目，私聊' },
  { label: 'fraud', text: '穩賺不賠的項目，日賺五百' },
  { label: 'fraud', text: '兼職日賺八百，加微信' },
  { label: 'spam', text: 'see bit . ly/abc for cheap followers' },
  { label: 'spam', text: 'go to bit[.]ly/x1 for likes' },
  { label: 'spam', text: 'ｂｉｔ．ｌｙ／ａｂｃ 刷粉丝' },
  { label: 'spam', text: '加微信：１３８ １２３４ ５６７８ 低价刷赞' },
  { label: 'sexual', text: 'n*de pics in my bio 😉' },
  { label: 'sexual', text: '私 房 视 频 加我' },
  { label: 'illegal_goods', text: 'f4ke IDs, fast shipping' },
  { label: 'illegal_goods', text: '出 售 银 行 卡，保密' },
  { label: 'fine', text: 'Reading The Idiot by Dostoevsky this month' },
  { label: 'fine', text: 'Beware of anyone promising guaranteed profit, it is always a scam' },
  { label: 'fine', text: '大家小心，说稳赚不赔的都是骗子' },
  { label: 'fine', text: '提醒一下：稳赚不赔是骗局' },
  { label: 'fine', text: 'the fire retardant worked' },
  { label: 'fine', text: 'a moronic plan? no, a clever one' },
  { label: 'fine', text: '傻瓜相机也能拍出好照片' },
  { label: 'fine', text: 'bitly is a company I read about' },
  { label: 'fine', text: 'price 13800 yuan for the sofa, worth it' },
  { label: 'fine', text: 'the morning run was great' },
  { label: 'fine', text: '稳定赚钱不容易，不赔就算好了' },
  { label: 'fine', text: 'Won a prize at the school fair, so proud of the kids' },
  { label: 'fine', text: '今天中奖了一杯奶茶，开心' },
  { label: 'fine', text: 'Selling my old bike, barely used, pick up only' },
  { label: 'fine', text: '出售二手自行车，九成新，自提' },
];

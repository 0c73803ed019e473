/** Questions and answers, and the 'about me' prompts accounts answer on their profile. */

export const ZH_QUESTION_TITLES = [
  '第一次养猫需要准备什么？',
  '上海有哪些适合周末去的小众景点？',
  '怎么克服社交恐惧？',
  '程序员转行做产品靠谱吗？',
  '租房时要注意哪些坑？',
  '有什么适合新手的健身计划？',
  '如何坚持每天读书？',
  '异地恋应该怎么维持？',
  '考研还是直接工作？',
  '推荐几部最近的好剧？',
  '怎么做出好吃的番茄炒蛋？',
  '第一次出国旅行要准备什么？',
  '三十岁开始学钢琴晚吗？',
  '怎么拍出好看的夜景？',
  '有没有治愈失眠的方法？',
  '如何和父母更好地沟通？',
];

export const ZH_QUESTION_BODIES = [
  '求有经验的朋友分享一下。',
  '最近一直在纠结，想听听大家的看法。',
  '预算有限，希望能给点实际的建议。',
  '网上说法太多了，不知道该信哪个。',
  '身边的人都不太懂，只能来这里问了。',
  '越详细越好，先谢谢大家！',
];

export const EN_QUESTION_TITLES = [
  'What do I need before adopting my first cat?',
  'Hidden gems in Shanghai for a weekend?',
  'How do you get over social anxiety?',
  'Is switching from engineering to product a good idea?',
  'What should I watch out for when renting?',
  'A beginner-friendly workout plan?',
  'How do you keep a daily reading habit?',
  'How do you make long distance work?',
  'Grad school or straight to work?',
  'Any good shows lately?',
  'First trip abroad, what should I pack?',
  'Is 30 too late to learn piano?',
  'How do you shoot good night photos?',
  'Anything that actually helps with insomnia?',
];

export const EN_QUESTION_BODIES = [
  'Would love to hear from people who have done it.',
  'Been going back and forth on this, curious what you think.',
  'On a tight budget, practical tips appreciated.',
  'So much conflicting advice online.',
  'Nobody around me knows, so asking here.',
  'The more detail the better, thanks in advance!',
];

export const ZH_REPLIES = [
  '亲身经历，先从小事做起，慢慢就习惯了。',
  '建议先做好预算，再决定要不要开始。',
  '我去年也是这样，后来想通了就好了。',
  '别想太多，先行动起来。',
  '可以看看知乎上那篇高赞回答，写得很详细。',
  '多问问身边有经验的人，比网上靠谱。',
  '关键是坚持，前两周最难。',
  '我的建议是先试一个月，不行再换。',
  '同问，蹲一个答案。',
  '这个因人而异，看你自己的情况。',
  '千万别冲动，多比较几家。',
  '我当时就是踩了这个坑，血的教训。',
];

export const EN_REPLIES = [
  'Speaking from experience: start small and it becomes a habit.',
  'Set a budget first, then decide.',
  'I was in the same spot last year, it worked out.',
  "Don't overthink it, just start.",
  'Ask people around you who have done it, better than the internet.',
  'Consistency is everything, the first two weeks are the hardest.',
  'Try it for a month and re-evaluate.',
  'Following, I want to know too.',
  'Depends a lot on your situation.',
  "Don't rush, compare a few options.",
  'I learned this one the hard way.',
];

export const ZH_REPLY_COMMENTS = [
  '说得太对了',
  '学到了',
  '感谢分享',
  '同意楼上',
  '有道理',
  '收藏了',
  '不太认同',
  '请问后来呢？',
  '+1',
];

export const EN_REPLY_COMMENTS = [
  'So true',
  'TIL',
  'Thanks for sharing',
  'Agree with this',
  'Makes sense',
  'Saved',
  'Not sure I agree',
  'What happened next?',
  '+1',
];

/** 'About me' prompts, each with answers that fit it; the same prompts in both languages. */
export const ZH_ABOUT: readonly { prompt: string; answers: readonly string[] }[] = [
  {
    prompt: '关于我',
    answers: [
      '慢热，熟了话很多。',
      '喜欢安静，也喜欢热闹，看心情。',
      '养了两只猫，是个铲屎官。',
      '平平无奇打工人一枚。',
    ],
  },
  {
    prompt: '我的理想型',
    answers: ['温柔、有趣、三观合。', '爱笑的人运气都不会太差。', '能一起吃火锅的人。', '有责任心就好。'],
  },
  {
    prompt: '周末一般在做什么',
    answers: ['爬山、看展、在家做饭。', '睡到自然醒，然后打游戏。', '和朋友约咖啡。', '去图书馆待一天。'],
  },
  {
    prompt: '最近在听的歌',
    answers: ['最近单曲循环陈奕迅。', '周杰伦的老歌，百听不厌。', '什么都听，最近喜欢民谣。', '播客听得比歌多。'],
  },
  { prompt: '最想去的地方', answers: ['想去冰岛看极光。', '大理，想住一个月。', '新疆自驾。', '日本看樱花。'] },
  {
    prompt: '我的一个小怪癖',
    answers: ['吃饭一定要配汤。', '书一定要按颜色排。', '走路会数台阶。', '喝奶茶只要三分糖。'],
  },
  {
    prompt: '最擅长的一道菜',
    answers: ['可乐鸡翅，朋友都说好吃。', '番茄炒蛋，永远的神。', '红烧肉，妈妈的配方。', '泡面，认真的。'],
  },
  {
    prompt: '我的工作',
    answers: ['在一家互联网公司做设计。', '小学老师。', '程序员，不修电脑。', '医院护士，经常夜班。'],
  },
];

export const EN_ABOUT: readonly { prompt: string; answers: readonly string[] }[] = [
  {
    prompt: 'About me',
    answers: [
      'Slow to warm up, then I never stop talking.',
      'Introvert with extrovert moments.',
      'Cat parent of two.',
      'Just a regular office worker.',
    ],
  },
  {
    prompt: 'My ideal match',
    answers: [
      'Kind, curious and funny.',
      'Someone who laughs at my bad jokes.',
      'A hot pot partner.',
      'Honest and reliable.',
    ],
  },
  {
    prompt: 'A typical weekend',
    answers: [
      'Hiking, museums, cooking at home.',
      'Sleeping in, then gaming.',
      'Coffee with friends.',
      'A whole day at the library.',
    ],
  },
  {
    prompt: "What I'm listening to",
    answers: ['Lo-fi on repeat lately.', 'Old Jay Chou songs, forever.', 'Folk, mostly.', 'More podcasts than music.'],
  },
  {
    prompt: 'Dream destination',
    answers: [
      'Iceland, for the northern lights.',
      'A month in Dali.',
      'A road trip through Xinjiang.',
      'Japan in cherry blossom season.',
    ],
  },
  {
    prompt: 'A quirk of mine',
    answers: [
      'I alphabetise my spice rack.',
      'Soup with every meal.',
      'I count stairs.',
      'Bubble tea, 30 % sugar, always.',
    ],
  },
  {
    prompt: 'My signature dish',
    answers: ['A mean shakshuka.', 'Tomato and egg stir-fry.', "My mom's braised pork.", 'Instant noodles, seriously.'],
  },
  {
    prompt: 'My job',
    answers: [
      'Designer at a tech company.',
      'Primary school teacher.',
      "Software engineer (I don't fix printers).",
      'Nurse, lots of night shifts.',
    ],
  },
];

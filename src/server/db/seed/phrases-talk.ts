/** Private messages, report details, moderator notes and refund reasons. */

export const ZH_MESSAGES = [
  '在吗？',
  '你好呀',
  '周末有空吗？',
  '刚看到你的动态，好巧我也去过那里',
  '哈哈哈真的吗',
  '晚安～',
  '早上好',
  '你是哪里人呀？',
  '最近在忙什么',
  '下次一起去吃那家火锅吧',
  '好的好的',
  '收到',
  '我到了，你在哪？',
  '不好意思刚看到消息',
  '你养的猫好可爱',
  '这个周六可以吗',
  '那就这么说定了',
  '谢谢你！',
  '明天见',
  '今天好累啊',
];

export const EN_MESSAGES = [
  'Hey!',
  'Hi there',
  'Free this weekend?',
  'Saw your post, I have been there too!',
  'Haha no way',
  'Good night~',
  'Morning!',
  'Where are you from?',
  'What have you been up to?',
  "Let's try that hot pot place next time",
  'Sounds good',
  'Got it',
  "I'm here, where are you?",
  'Sorry, just saw this',
  'Your cat is adorable',
  'Does Saturday work?',
  "It's a plan then",
  'Thank you!',
  'See you tomorrow',
  'Long day today',
];

export const REPORT_DETAILS: Readonly<Record<'spam' | 'abuse' | 'sexual' | 'fraud' | 'other', readonly string[]>> = {
  spam: ['发广告，刷屏', '一直私信发推广链接', 'Posting ads everywhere', 'Keeps sending promo links', '疑似营销号'],
  abuse: ['评论区骂人', '人身攻击', 'Harassing me in comments', 'Personal attacks', '恶意引战'],
  sexual: ['发布低俗图片', '私信发送不雅内容', 'Explicit pictures', 'Sent sexual content in DMs', '头像涉黄'],
  fraud: [
    '冒充客服骗钱',
    '虚假交易，收钱不发货',
    'Pretends to be support and asks for money',
    'Scam trading',
    '诱导投资',
  ],
  other: ['内容令人不适', '疑似未成年人', 'Makes me uncomfortable', 'Possibly underage', '盗用他人照片', ''],
};

export const FINISH_NOTES_VALID = [
  '已核实，内容违规，已处理',
  '违规属实，已下架',
  'Confirmed, content removed',
  'Violation confirmed',
  '多次被举报，已警告',
];

export const FINISH_NOTES_INVALID = [
  '未发现违规',
  '举报理由不成立',
  'No violation found',
  'Report not substantiated',
  '正常社交内容',
];

export const REFUND_REASONS = [
  '用户误购',
  '重复扣款',
  '会员未到账',
  '未成年人消费',
  '7 天无理由退款',
  'Accidental purchase',
  'Charged twice',
  'Subscription cancelled within the grace period',
  'Coins not delivered',
];

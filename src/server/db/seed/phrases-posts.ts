/** Moment and comment text. A moment is an opening, a follow-up and an optional tag. */

export const ZH_MOMENT_OPENINGS = [
  '今天下班路上看到了超美的晚霞', '终于把拖了一个月的书看完了', '周末和朋友去爬了香山', '第一次尝试自己做红烧肉',
  '公司楼下新开了一家咖啡店', '加班到十点，地铁上居然有座位', '带爸妈去了一趟西湖', '健身打卡第三十天',
  '今天面试了一家很喜欢的公司', '雨天窝在家里看了一整天电影', '早起跑了五公里', '把房间重新收拾了一遍',
  '养的多肉终于开花了', '和室友一起煮了火锅', '学吉他的第一百天', '在二手书店淘到一本绝版书',
  '去看了期待很久的演唱会', '今天的云特别好看', '给猫咪洗澡失败了', '第一次一个人去旅行',
  '楼下的桂花开了，满街都是香味', '毕业五年的同学聚会', '新买的相机到了', '换了新发型',
  '凌晨三点还在改方案', '周五晚上的夜市真热闹', '帮奶奶学会了视频通话', '骑车去了很远的海边',
];

export const ZH_MOMENT_FOLLOWUPS = [
  '，心情一下子变好了。', '，感觉生活还是很美好的。', '，大家周末都在干嘛？', '，有没有人一起？',
  '，记录一下。', '，累但是很开心！', '，希望明天也是好天气。', '，求推荐同类型的！',
  '，拍了好多照片。', '，感动到想哭。', '，下次还来。', '，这就是成年人的快乐吧。',
  '……', '！！！', '，哈哈哈哈哈。', '，评论区说说你们的经历。',
];

export const ZH_MOMENT_TAGS = ['', '', '', ' #日常', ' #周末去哪儿', ' #美食', ' #打卡', ' #旅行', ' #健身', ' #读书', ' #萌宠', ' #摄影'];

export const EN_MOMENT_OPENINGS = [
  'Caught the most amazing sunset on my way home', 'Finally finished the book I had been putting off',
  'Hiked up the hill with friends this weekend', 'Tried baking sourdough for the first time',
  'A new coffee shop opened downstairs', 'Worked late again but the train was empty',
  'Took my parents to the lake today', 'Day 30 of my workout streak', 'Had an interview with my dream company',
  'Rainy day, stayed in and binged movies', 'Ran 5k before breakfast', 'Rearranged my whole room',
  'My succulent finally bloomed', 'Hot pot night with the roommates', 'Day 100 of learning guitar',
  'Found a rare first edition at a used bookstore', 'Went to the concert I waited a year for',
  'The clouds today were unreal', 'Tried to give the cat a bath and lost', 'First solo trip ever',
  'Five-year class reunion tonight', 'New camera just arrived', 'Got a haircut, feeling brand new',
];

export const EN_MOMENT_FOLLOWUPS = [
  ', feeling great.', ', life is good.', '. What are you all up to this weekend?', '. Anyone want to join next time?',
  ', just logging it here.', '. Tired but happy!', '. Hoping for good weather tomorrow.', '. Recommendations welcome!',
  '. Took way too many photos.', '. Honestly a bit emotional.', '. Will definitely go again.', ', adulting at its finest.',
  '...', '!!!', ' haha.', '. Tell me your stories below.',
];

export const EN_MOMENT_TAGS = ['', '', '', ' #daily', ' #weekend', ' #foodie', ' #travel', ' #fitness', ' #reading', ' #catsofinstagram', ' #photography'];

/** What the moderators are there for. */
export const ZH_SPAM = [
  '加V看更多私密照片 ➜ vx: mm520888', '低价代刷粉丝点赞，要的私聊', '兼职日赚五百，宝妈学生都可以，详情看主页',
  '免费领取会员，点击链接 http://t.cn/xxxx', '出售各类账号，价格美丽', '投资稳赚不赔，带你一起发财',
];

export const EN_SPAM = [
  'Earn $500/day from home, DM me now', 'Free coins generator, link in bio', 'Hot singles near you, click here',
  'Crypto signal group, 300% guaranteed returns', 'Selling verified accounts cheap', 'Follow for follow, like for like!!!',
];

export const ZH_COMMENTS = [
  '太好看了吧！', '羡慕了', '哈哈哈哈笑死我了', '同款同款', '在哪里呀？求地址', '加油！', '好有氛围感', '下次带上我',
  '拍得真好', '这个我也想去', '真不错', '摸摸头', '顶一下', '冲冲冲', '我也是这样的', '太真实了', '求教程',
  '好可爱', '绝了', '周末约起来', '看饿了', '支持支持', '哇塞', '这也太巧了吧',
];

export const EN_COMMENTS = [
  'This is gorgeous!', 'So jealous right now', 'LOL this made my day', 'Same here!', 'Where is this?', 'You got this!',
  'Love the vibe', 'Take me next time', 'Great shot', 'Adding this to my list', 'Nice one', 'Sending hugs', 'Bump',
  "Let's go!", 'Totally relatable', 'Tutorial please', 'So cute', 'Wow', 'Looks delicious', 'Count me in',
];

export const EMOJI = ['', '', '', ' 😂', ' 👍', ' ❤️', ' 🎉', ' 😭', ' ✨', ' 🙏'];

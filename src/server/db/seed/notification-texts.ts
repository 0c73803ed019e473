import type { Area } from '#contract/access';

/** Message-box material for the demo admins, in each admin's language. */
export type Lang = 'zh' | 'en';

/** The demo admins' languages (root and promote read Chinese, agent English). */
export const ADMIN_LANG: Readonly<Record<string, Lang>> = { root: 'zh', agent: 'en', promote: 'zh' };

/** Todos point at real queues; `count` is filled in from the seeded rows. */
export interface TodoSource {
  area: Area;
  link: string;
  /** Counts the queue; `now` is the seed's now as a SQL literal. */
  countSql: (now: string) => string;
  title: Record<Lang, string>;
  content: Record<Lang, (count: number) => string>;
}

export const TODO_SOURCES: readonly TodoSource[] = [
  {
    area: 'moderation',
    link: '/audit-center/report-list',
    countSql: () => `SELECT count(*)::int AS n FROM reports WHERE status = 'OPEN'`,
    title: { zh: '待处理举报', en: 'Open reports' },
    content: { zh: (n) => `还有 ${n} 条举报等待处理`, en: (n) => `${n} reports are waiting to be finished` },
  },
  {
    area: 'moderation',
    link: '/audit-center/avatar-cert-list',
    countSql: () => `SELECT count(*)::int AS n FROM avatar_certs WHERE audit_status = 'PENDING'`,
    title: { zh: '真人认证待审核', en: 'Certifications to review' },
    content: { zh: (n) => `${n} 个真人认证申请待审核`, en: (n) => `${n} real-person certifications are pending` },
  },
  {
    area: 'moderation',
    link: '/audit-center/moment-list',
    countSql: () => `SELECT count(*)::int AS n FROM moments WHERE audit_status = 'PENDING'`,
    title: { zh: '动态待审核', en: 'Moments to review' },
    content: { zh: (n) => `${n} 条动态待审核`, en: (n) => `${n} moments are pending review` },
  },
  {
    area: 'moderation',
    link: '/account-center/account-list',
    countSql: () => `SELECT count(*)::int AS n FROM accounts WHERE audit_status = 'PENDING'`,
    title: { zh: '新用户资料待审核', en: 'Profiles to review' },
    content: { zh: (n) => `${n} 个用户资料待审核`, en: (n) => `${n} account profiles are pending review` },
  },
  {
    area: 'moderation',
    link: '/audit-center/about-account-list',
    countSql: () => `SELECT count(*)::int AS n FROM about_answers WHERE audit_status = 'PENDING'`,
    title: { zh: '“关于我”待审核', en: "'About me' answers to review" },
    content: { zh: (n) => `${n} 条“关于我”回答待审核`, en: (n) => `${n} 'about me' answers are pending` },
  },
  {
    area: 'paidStats',
    link: '/stats-center/paid-stats',
    countSql: () => `SELECT count(*)::int AS n FROM orders WHERE status IN ('PAID', 'PARTIALLY_REFUNDED') AND renewal`,
    title: { zh: '续费数据复盘', en: 'Renewal review' },
    content: {
      zh: (n) => `本期共有 ${n} 笔自动续费订单，请完成续费率复盘`,
      en: (n) => `${n} renewal orders this period; review the renewal rate`,
    },
  },
  {
    area: 'userStats',
    link: '/stats-center/registration-stats',
    countSql: (now) => `SELECT count(*)::int AS n FROM accounts WHERE registered_at > ${now} - interval '7 days'`,
    title: { zh: '渠道注册周报', en: 'Weekly sign-ups by channel' },
    content: {
      zh: (n) => `近 7 天新增注册 ${n} 人，请整理渠道周报`,
      en: (n) => `${n} sign-ups in the last 7 days; prepare the channel report`,
    },
  },
];

export const NOTICES: Record<Lang, readonly { title: string; content: string }[]> = {
  zh: [
    { title: '系统维护通知', content: '本周六 02:00–04:00 进行数据库升级，期间后台只读。' },
    { title: '审核规范更新', content: '《社区内容审核规范》v3.2 已发布，新增对引流广告的判定标准。' },
    { title: 'App 5.12 已上线', content: '新版本支持视频动态，请关注视频内容的审核。' },
    { title: '安全提醒', content: '请勿在任何地方分享后台账号密码，退款操作需要再次验证密码。' },
  ],
  en: [
    {
      title: 'Scheduled maintenance',
      content: 'Database upgrade on Saturday 02:00–04:00 (Shanghai); the console is read-only meanwhile.',
    },
    {
      title: 'Moderation guidelines updated',
      content: 'Community guidelines v3.2 is out, with new rules for off-platform promotion.',
    },
    { title: 'App 5.12 released', content: 'Video moments are live; expect videos in the moment queue.' },
    { title: 'Security reminder', content: 'Never share console passwords. Refunds now ask for your password again.' },
  ],
};

export const COLLEAGUE_MESSAGES: Record<Lang, readonly { from: string; content: string }[]> = {
  zh: [
    { from: '李静（运营）', content: '今晚有拉新活动，注册量会比较高，审核队列辛苦多关注一下～' },
    { from: '张伟（客服）', content: '有用户反馈会员重复扣款，订单号我发到工单里了。' },
    { from: '刘洋（法务）', content: '涉及未成年人的举报请优先处理。' },
    { from: '陈晓（增长）', content: '华为渠道这周转化不错，下周想加投，数据麻烦帮忙看下。' },
    { from: '王立群', content: '周会改到周四下午三点。' },
  ],
  en: [
    { from: 'Mia Chen (Ops)', content: 'Campaign tonight, expect a spike in sign-ups and a busy queue.' },
    {
      from: 'Tom Baker (Support)',
      content: 'A user says they were charged twice for VIP; ticket has the order number.',
    },
    { from: 'Grace Liu (Legal)', content: 'Please prioritise reports involving minors.' },
    { from: '王立群', content: 'Weekly sync moved to Thursday 3 pm.' },
  ],
};

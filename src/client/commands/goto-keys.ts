/** The `g` chords of DESIGN §8, by route name. A screen added later gets its chord here. */
export const GOTO_KEYS: Readonly<Record<string, string>> = {
  Workplace: 'g w',
  AccountList: 'g a',
  MomentList: 'g m',
  MomentCommentList: 'g c',
  QuestionList: 'g q',
  QuestionReplyList: 'g y',
  ReplyCommentList: 'g e',
  MessageList: 'g p',
  ReportList: 'g r',
  AvatarCertList: 'g v',
  AboutAccountList: 'g b',
  AppealList: 'g l',
  OrderList: 'g o',
  ChannelList: 'g h',
  RuleList: 'g u',
  PaidStats: 'g s',
};

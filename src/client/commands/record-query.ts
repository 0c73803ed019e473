import type { SearchKind } from '#contract/api/search';

/**
 * The names a moderator types for each kind the record search finds, in English (singular; a
 * plural `s` is taken off before the look-up) and in Chinese, whatever the console's language:
 * "order 123", "订单 7998", "moment #77". Lower case, inner spaces as one space.
 */
const KIND_WORDS: Readonly<Record<SearchKind, readonly string[]>> = {
  account: ['account', 'user', '账号', '账户', '用户'],
  moment: ['moment', 'post', '动态'],
  moment_comment: ['moment comment', 'comment', '动态评论', '评论'],
  question: ['question', '问题'],
  question_reply: ['question reply', 'reply', 'answer', '问题回复', '回复', '回答'],
  reply_comment: ['reply comment', '回复评论'],
  message: ['private message', 'message', 'msg', 'dm', 'pm', '私信'],
  report: ['report', '举报'],
  avatar_cert: ['avatar certification', 'avatar cert', 'avcert', 'certification', '头像认证', '认证'],
  about_answer: ['about-me answer', 'about me answer', 'about answer', '关于我回答', '关于我'],
  order: ['order', '订单'],
};

const KIND_BY_WORD = new Map<string, SearchKind>(
  Object.entries(KIND_WORDS).flatMap(([kind, words]) => words.map((w) => [w, kind as SearchKind] as const)),
);

/** A record's kind named before its id: words, a space or `#` (or both), then the digits. */
const KIND_THEN_ID = /^(\D*?)(\s*#?\s*)(\d{1,18})$/u;
/** Chinese runs on without a space ("订单7998"); a Latin word does not ("user123" is a nickname). */
const ENDS_HAN = /\p{Script=Han}$/u;

function kindOf(word: string): SearchKind | null {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  return KIND_BY_WORD.get(w) ?? (w.endsWith('s') ? (KIND_BY_WORD.get(w.slice(0, -1)) ?? null) : null);
}

/**
 * What the palette asks the record search for: `q` as typed, or, when it starts with a kind's
 * name ("order #123", "订单7998"), the id alone and the kind whose records to offer. A query
 * whose first words name no kind is sent as it is (an order number, a nickname).
 */
export function recordQuery(typed: string): { q: string; kind: SearchKind | null } {
  const q = typed.trim();
  const m = KIND_THEN_ID.exec(q);
  if (!m) return { q, kind: null };
  const [, word = '', gap = '', id = ''] = m;
  const kind = word && (gap || ENDS_HAN.test(word)) ? kindOf(word) : null;
  return kind ? { q: id, kind } : { q, kind: null };
}

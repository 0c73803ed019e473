/**
 * The preset reasons of a moderation decision (the 1–9 keys). A decision names its reason by code;
 * the server stores the code with the reason's words in the console's default language, so the
 * action log reads the same whichever language the moderator works in. Free of zod: the queues
 * load it.
 */
export const REASON_CODES = [
  'spam',
  'harassment',
  'sexual',
  'violence',
  'hate',
  'fraud',
  'personal_info',
  'illegal_goods',
  'low_quality',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** The longest reason or note a moderator may give (the action log keeps it whole). */
export const REASON_MAX = 500;

/** The words stored for each code, in zh-CN: the console's default language. */
export const REASON_STORED_TEXT: Readonly<Record<ReasonCode, string>> = {
  spam: '垃圾信息或广告',
  harassment: '骚扰或辱骂',
  sexual: '色情内容',
  violence: '暴力或血腥',
  hate: '仇恨言论',
  fraud: '欺诈',
  personal_info: '泄露个人信息',
  illegal_goods: '违禁物品',
  low_quality: '低质量或无关内容',
};

/**
 * The reason as stored: `[code] words`, then the moderator's own note after a colon. Without a code,
 * the note alone (as typed); without either, none.
 */
export function storedReason(code: ReasonCode | undefined, note: string | undefined): string | undefined {
  if (!code) return note;
  const preset = `[${code}] ${REASON_STORED_TEXT[code]}`;
  return note ? `${preset}: ${note}` : preset;
}

/** The code a stored reason starts with, if any (the action log shows it in the reader's language). */
export function reasonCodeOf(stored: string | null | undefined): ReasonCode | null {
  const m = /^\[([a-z_]+)\]/.exec(stored ?? '');
  return m && (REASON_CODES as readonly string[]).includes(m[1]!) ? (m[1] as ReasonCode) : null;
}

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

/**
 * The presets of a real-person certification's refusal: whether the selfie shows the person of the
 * avatar is the question, so the content presets (spam, hate speech…) name nothing that applies.
 */
export const CERT_REASON_CODES = [
  'face_mismatch',
  'not_real_person',
  'unclear_photo',
  'face_covered',
  'edited_photo',
  'someone_else',
  'inappropriate_photo',
] as const;
export type CertReasonCode = (typeof CERT_REASON_CODES)[number];

/** Any preset a decision may name: the content presets, or a certification's. */
export type DecisionReasonCode = ReasonCode | CertReasonCode;
export const DECISION_REASON_CODES: readonly DecisionReasonCode[] = [...REASON_CODES, ...CERT_REASON_CODES];

export const isContentReason = (code: DecisionReasonCode): code is ReasonCode =>
  (REASON_CODES as readonly string[]).includes(code);

/** The presets a kind's 1–9 keys offer, in key order. */
export function presetCodesOf(kind: string): readonly DecisionReasonCode[] {
  return kind === 'avatar_cert' ? CERT_REASON_CODES : REASON_CODES;
}

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

/** The words stored for each certification preset, in zh-CN. */
export const CERT_REASON_STORED_TEXT: Readonly<Record<CertReasonCode, string>> = {
  face_mismatch: '自拍与头像不是同一人',
  not_real_person: '不是真人照片',
  unclear_photo: '照片模糊或光线不足',
  face_covered: '面部被遮挡',
  edited_photo: '照片经过修图或滤镜处理',
  someone_else: '使用他人的照片',
  inappropriate_photo: '照片内容不当',
};

const STORED_TEXT: Readonly<Record<DecisionReasonCode, string>> = { ...REASON_STORED_TEXT, ...CERT_REASON_STORED_TEXT };

/**
 * The reason as stored: `[code] words`, then the moderator's own note after a colon. Without a code,
 * the note alone (as typed); without either, none.
 */
export function storedReason(code: DecisionReasonCode | undefined, note: string | undefined): string | undefined {
  if (!code) return note;
  const preset = `[${code}] ${STORED_TEXT[code]}`;
  return note ? `${preset}: ${note}` : preset;
}

/** The content preset a stored reason starts with, if any: the classifier's label for the decision. */
export function reasonCodeOf(stored: string | null | undefined): ReasonCode | null {
  const m = /^\[([a-z_]+)\]/.exec(stored ?? '');
  return m && (REASON_CODES as readonly string[]).includes(m[1]!) ? (m[1] as ReasonCode) : null;
}

/** The preset a stored reason starts with, of either list (for showing it; the classifier learns content presets only). */
export function decisionReasonCodeOf(stored: string | null | undefined): DecisionReasonCode | null {
  const m = /^\[([a-z_]+)\]/.exec(stored ?? '');
  return m && (DECISION_REASON_CODES as readonly string[]).includes(m[1]!) ? (m[1] as DecisionReasonCode) : null;
}

/** Vocabularies of the rules (watched terms), shared by the database, the wire and the screens. */

/** A rule is a term (whole word, folded) or a regular expression. */
export const RULE_KINDS = ['term', 'regex'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** What a hit does: queue it (visible), hold it (hidden until approved), or disable it at once. */
export const RULE_ACTIONS = ['flag', 'hold', 'block'] as const;
export type RuleAction = (typeof RULE_ACTIONS)[number];

/** The moderatable texts rules read, by the kind of their list (the queue names). */
export const RULE_CONTENT_KINDS = [
  'moment',
  'moment_comment',
  'question',
  'question_reply',
  'reply_comment',
  'about_answer',
  'account',
] as const;
export type RuleContentKind = (typeof RULE_CONTENT_KINDS)[number];

export function isRuleContentKind(kind: string): kind is RuleContentKind {
  return (RULE_CONTENT_KINDS as readonly string[]).includes(kind);
}

/** A rule that matched a row, as the list and queue rows carry it. */
export interface RuleHitRef {
  ruleId: number;
  name: string;
  kind: RuleKind;
  pattern: string;
  action: RuleAction;
}

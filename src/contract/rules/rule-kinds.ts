/** Vocabularies of the rules (watched terms), shared by the database, the wire and the screens. */

/**
 * What a rule looks for: a term (whole word, folded), a regular expression (RE2 syntax, on the
 * folded text), links to listed domains, phone numbers, or nothing in the text (`author`: its
 * author conditions alone decide). Author conditions can be added to any kind.
 */
export const RULE_KINDS = ['term', 'regex', 'domain', 'phone', 'author'] as const;
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

/** The kinds whose pattern is matched against the text (highlighted in the lists). */
export const TEXT_RULE_KINDS = ['term', 'regex'] as const;

/** The built-in rule that "hold everything from this person" records its hits under. */
export const PERSON_HOLD_RULE = 'person-hold';

/** A rule that matched a row, as the list and queue rows carry it. */
export interface RuleHitRef {
  ruleId: number;
  name: string;
  kind: RuleKind;
  pattern: string;
  action: RuleAction;
  /** Matching options the console needs to highlight the same stretches as the database. */
  leet?: boolean | undefined;
  exceptions?: string[] | undefined;
  exceptionPattern?: string | undefined;
}

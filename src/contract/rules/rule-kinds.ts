/** Vocabularies of the rules (watched terms), shared by the database, the wire and the screens. */
import { RULE_NICKNAME_KINDS, RULE_TEXT_KINDS, type RuleNicknameKind, type RuleTextKind } from '../moderated-kinds';

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

/**
 * The longest window a velocity condition may count over (the arrivals are kept a day). Here, free
 * of zod, for the rule form's field.
 */
export const VELOCITY_MAX_MINUTES = 1440;

/**
 * The moderatable texts rules read, by the kind of their list (the queue names): the kinds whose
 * text they read, then the account's nickname (the registry's `ruleContent`, src/contract/moderated-kinds.ts).
 */
export const RULE_CONTENT_KINDS: readonly RuleContentKind[] = [...RULE_TEXT_KINDS, ...RULE_NICKNAME_KINDS];
export type RuleContentKind = RuleTextKind | RuleNicknameKind;

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

import type { Rule } from '#contract/api/rules';
import type { RuleAction, RuleContentKind, RuleKind } from '#contract/rules/rule-kinds';
import type { MessageKey } from '../../i18n/message-key';

/** The form's state: numbers as typed, so a half-typed number is not lost. */
export interface RuleDraft {
  name: string;
  note: string;
  kind: RuleKind;
  pattern: string;
  contentKinds: RuleContentKind[];
  action: RuleAction;
  enabled: boolean;
  leet: boolean;
  /** One phrase a line. */
  exceptions: string;
  exceptionPattern: string;
  authorMaxAgeDays: string;
  authorMaxApproved: string;
  authorRejectWindow: string;
  authorRejectPercent: string;
  velocityItems: string;
  velocityMinutes: string;
  duplicateItems: string;
  duplicateMinutes: string;
  velocityAllKinds: boolean;
}

const asText = (n: number | null) => (n === null ? '' : String(n));
const asNumber = (s: string) => (s.trim() === '' ? null : Number(s));

export const emptyDraft: RuleDraft = {
  name: '',
  note: '',
  kind: 'term',
  pattern: '',
  contentKinds: ['moment'],
  action: 'flag',
  enabled: true,
  leet: false,
  exceptions: '',
  exceptionPattern: '',
  authorMaxAgeDays: '',
  authorMaxApproved: '',
  authorRejectWindow: '',
  authorRejectPercent: '',
  velocityItems: '',
  velocityMinutes: '',
  duplicateItems: '',
  duplicateMinutes: '',
  velocityAllKinds: false,
};

export const draftOf = (r: Rule | null): RuleDraft =>
  r
    ? {
        name: r.name,
        note: r.note,
        kind: r.kind,
        pattern: r.pattern,
        contentKinds: r.contentKinds,
        action: r.action,
        enabled: r.enabled,
        leet: r.leet,
        exceptions: r.exceptions.join('\n'),
        exceptionPattern: r.exceptionPattern,
        authorMaxAgeDays: asText(r.authorMaxAgeDays),
        authorMaxApproved: asText(r.authorMaxApproved),
        authorRejectWindow: asText(r.authorRejectWindow),
        authorRejectPercent: asText(r.authorRejectPercent),
        velocityItems: asText(r.velocityItems),
        velocityMinutes: asText(r.velocityMinutes),
        duplicateItems: asText(r.duplicateItems),
        duplicateMinutes: asText(r.duplicateMinutes),
        velocityAllKinds: r.velocityAllKinds,
      }
    : emptyDraft;

/** What decides a hit, as the wire takes it (the dry run and the save). */
export const matchingOf = (d: RuleDraft) => ({
  kind: d.kind,
  pattern: d.kind === 'author' ? '' : d.pattern,
  contentKinds: d.contentKinds,
  leet: d.leet,
  exceptions: d.exceptions
    .split('\n')
    .map((x) => x.trim())
    .filter((x) => x !== ''),
  exceptionPattern: d.exceptionPattern,
  authorMaxAgeDays: asNumber(d.authorMaxAgeDays),
  authorMaxApproved: asNumber(d.authorMaxApproved),
  authorRejectWindow: asNumber(d.authorRejectWindow),
  authorRejectPercent: asNumber(d.authorRejectPercent),
  velocityItems: asNumber(d.velocityItems),
  velocityMinutes: asNumber(d.velocityMinutes),
  duplicateItems: asNumber(d.duplicateItems),
  duplicateMinutes: asNumber(d.duplicateMinutes),
  velocityAllKinds: d.velocityAllKinds,
});

/** Velocity conditions count arrivals as they come: a draft with one has no dry run. */
export const hasVelocity = (d: RuleDraft) => d.velocityItems.trim() !== '' || d.duplicateItems.trim() !== '';

/** Whether an "Author only" rule has a condition of its own to stand on (the server's check). */
export const hasAuthorCondition = (d: RuleDraft) =>
  [d.authorMaxAgeDays, d.authorMaxApproved, d.authorRejectWindow].some((v) => v.trim() !== '');

/** The fields the rule's matching reads: a refusal of one of them is over once a dry run passes. */
export const MATCHING_FIELDS = [
  'pattern',
  'exceptions',
  'exceptionPattern',
  'contentKinds',
  'leet',
  'authorMaxAgeDays',
  'authorMaxApproved',
  'authorRejectWindow',
  'authorRejectPercent',
  'velocityItems',
  'velocityMinutes',
  'duplicateItems',
  'duplicateMinutes',
] as const satisfies readonly (keyof RuleDraft)[];

/**
 * What the form can say before asking the server, in the form's own words: a missing name, term
 * or author condition. (The server refuses the same, as "at least 1" or "is required".)
 */
export function draftProblems(d: RuleDraft, t: (key: MessageKey) => string): Partial<Record<keyof RuleDraft, string>> {
  const problems: Partial<Record<keyof RuleDraft, string>> = {};
  if (d.name.trim() === '') problems.name = t('rules.form.nameRequired');
  if (d.kind !== 'author' && d.pattern.trim() === '') problems.pattern = t('rules.form.patternRequired');
  if (d.kind === 'author' && !hasAuthorCondition(d) && !hasVelocity(d))
    problems.authorMaxAgeDays = t('rules.form.authorRequired');
  if (d.contentKinds.length === 0) problems.contentKinds = t('rules.form.contentKindsRequired');
  return problems;
}

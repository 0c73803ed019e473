import type { RuleAction, RuleContentKind, RuleKind } from '#contract/rules/rule-kinds';
import type { MessageKey } from '../../i18n/message-key';

export interface RuleDraft {
  name: string;
  note: string;
  kind: RuleKind;
  pattern: string;
  contentKinds: RuleContentKind[];
  action: RuleAction;
  enabled: boolean;
}

/** The server's refusals of a pattern (src/server/services/rules/regex-check.ts), by how they begin. */
const REFUSALS: readonly [string, MessageKey][] = [
  ['could run away', 'rules.refused.runaway'],
  ['may not use back-references', 'rules.refused.backref'],
  ['may not use \\b', 'rules.refused.wordBoundary'],
  ['is not a valid PostgreSQL regular expression', 'rules.refused.postgres'],
  ['is not a valid regular expression', 'rules.refused.invalid'],
];

/** "pattern: could run away …" in the reader's language, with the engine's own words kept. */
export function refusalText(message: string, t: (key: MessageKey) => string): string {
  const text = message.replace(/^pattern: /, '');
  for (const [start, key] of REFUSALS) {
    if (text.startsWith(start)) {
      const detail = text.slice(start.length).replace(/^: /, '');
      return detail && key !== 'rules.refused.runaway' && key !== 'rules.refused.wordBoundary'
        ? `${t(key)}: ${detail}`
        : t(key);
    }
  }
  return text;
}

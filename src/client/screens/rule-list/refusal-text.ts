import type { MessageKey } from '../../i18n/message-key';

type T = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** The server's refusals of a pattern (src/contract/rules/rule-regex.ts and rule-check.ts), by how they begin. */
const REFUSALS: readonly [string, MessageKey][] = [
  ['may not use back-references', 'rules.refused.backref'],
  ['may not use look-ahead', 'rules.refused.lookahead'],
  ['may not use look-behind', 'rules.refused.lookbehind'],
  ['may not use', 'rules.refused.construct'],
  ['is not supported in the database', 'rules.refused.database'],
  ['is not a valid PostgreSQL regular expression', 'rules.refused.postgres'],
  ['is not a valid regular expression', 'rules.refused.invalid'],
  ['names no site (a public suffix or an unknown ending)', 'rules.refused.domain'],
  ['names no shipped list', 'rules.refused.list'],
  ['is not a phone number', 'rules.refused.phone'],
  ['is required', 'rules.form.patternRequired'],
];

/**
 * The regex engine's (re2js) kinds of error, as its parser words them: "missing closing ]: `[abc`".
 * The engine's English never reaches the form; a kind not listed here is said as "not valid" alone.
 */
const ENGINE_ERRORS: readonly [string, MessageKey][] = [
  ['missing closing ]', 'rules.regex.missingBracket'],
  ['missing closing )', 'rules.regex.missingParen'],
  ['unexpected )', 'rules.regex.unexpectedParen'],
  ['invalid escape sequence', 'rules.regex.invalidEscape'],
  ['invalid nested repetition operator', 'rules.regex.nestedRepeat'],
  ['missing argument to repetition operator', 'rules.regex.missingRepeatArgument'],
  ['invalid repeat count', 'rules.regex.invalidRepeatCount'],
  ['invalid character class range', 'rules.regex.invalidRange'],
  ['invalid or unsupported Perl syntax', 'rules.regex.invalidGroupSyntax'],
  ['invalid named capture', 'rules.regex.invalidGroupName'],
  ['duplicate capture group name', 'rules.regex.duplicateGroupName'],
  ['trailing backslash at end of expression', 'rules.regex.trailingBackslash'],
  ['expression nests too deeply', 'rules.regex.tooDeep'],
  ['expression too large', 'rules.regex.tooLarge'],
];

/** The constructs rule-regex.ts names in a refusal, each in the reader's words. */
const CONSTRUCTS: Readonly<Record<string, MessageKey>> = {
  'atomic groups': 'rules.regex.atomicGroups',
  conditionals: 'rules.regex.conditionals',
  recursion: 'rules.regex.recursion',
  'possessive quantifiers': 'rules.regex.possessive',
  '\\K': 'rules.regex.keepOut',
  'Unicode classes (\\p{…})': 'rules.regex.unicodeClasses',
  '\\Q…\\E quoting': 'rules.regex.quoting',
  '\\C': 'rules.regex.anyByte',
  'inline flags other than a leading (?i)': 'rules.regex.inlineFlags',
  '[[:word:]]': 'rules.regex.wordClass',
  'a count above 255 ({n,m})': 'rules.regex.countAbove255',
};

/** "missing closing ]: `[abc`" → "[ is not closed (`[abc`)", in the reader's language. */
function engineDetail(detail: string, t: T): string | null {
  for (const [kind, key] of ENGINE_ERRORS) {
    if (!detail.startsWith(kind)) continue;
    const part = /^: `([\s\S]*)`$/.exec(detail.slice(kind.length))?.[1];
    return part === undefined ? t(key) : t('rules.regex.at', { problem: t(key), part });
  }
  return null;
}

/**
 * "pattern: may not use look-ahead …" in the reader's language. What a regex engine says of a
 * pattern is said in words of the dictionaries, never the engine's English; the entry a domain or
 * phone refusal could not read is kept as it was typed.
 */
export function refusalText(message: string, t: T): string {
  const text = message.replace(/^(pattern|exceptionPattern): /, '');
  for (const [start, key] of REFUSALS) {
    if (!text.startsWith(start)) continue;
    const detail = text
      .slice(start.length)
      .replace(/: rules run on a linear-time engine \(RE2\)$/, '')
      .replace(/^: /, '')
      .trim();
    if (!detail) return t(key);
    if (key === 'rules.refused.invalid') {
      const said = engineDetail(detail, t);
      return said ? t('rules.refused.because', { refused: t(key), problem: said }) : t(key);
    }
    // PostgreSQL's own words about the translated pattern: English only, so the kind alone.
    if (key === 'rules.refused.postgres') return t(key);
    if (key === 'rules.refused.construct' || key === 'rules.refused.database') {
      const construct = CONSTRUCTS[detail];
      return construct ? t('rules.refused.because', { refused: t(key), problem: t(construct) }) : t(key);
    }
    return t('rules.refused.because', { refused: t(key), problem: detail });
  }
  return text;
}

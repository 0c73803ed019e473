import { RE2JS } from 're2js';

/**
 * Regular expression rules are RE2 syntax, run by a linear-time engine: re2js in the console and
 * the server (highlighting, dry-run spans), PostgreSQL's ARE in the database, translated
 * (rule_regex_pg). A pattern either engine could run slowly, or read differently, is refused here
 * with the construct named; nothing a rule can say holds the event loop.
 */

/** Constructs RE2 has no linear-time way to run, found before parsing so the refusal can name them. */
const UNSUPPORTED: readonly [RegExp, string][] = [
  [/^\\[1-9]/, 'back-references'],
  [/^\\k<|^\\g[{<0-9-]/, 'back-references'],
  [/^\(\?=|^\(\?!/, 'look-ahead'],
  [/^\(\?<=|^\(\?<!/, 'look-behind'],
  [/^\(\?>/, 'atomic groups'],
  [/^\(\?\(/, 'conditionals'],
  [/^\(\?(?:R|[0-9]|&|P>)/, 'recursion'],
  [/^[*+?}][+]/, 'possessive quantifiers'],
  [/^\\K/, '\\K'],
];

/** RE2 constructs the database's engine has no counterpart for. */
const NOT_IN_DATABASE: readonly [RegExp, string][] = [
  [/^\\[pP]/, 'Unicode classes (\\p{…})'],
  [/^\\Q/, '\\Q…\\E quoting'],
  [/^\\C/, '\\C'],
  [/^\(\?[a-zA-Z]*[msU-][a-zA-Z-]*[):]/, 'inline flags other than a leading (?i)'],
  [/^\(\?i:/, 'inline flags other than a leading (?i)'],
  [/^\[\[:word:\]\]|^\[:word:\]/, '[[:word:]]'],
];

export interface RegexRefusal {
  /** What the refusal says after the field name: `may not use look-ahead (?=…)`. */
  message: string;
}

/** Walks the pattern as the engines read it: escapes, classes (where most constructs are plain). */
function scan(pattern: string, table: readonly [RegExp, string][]): string | null {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const rest = pattern.slice(i);
    if (!inClass || table === NOT_IN_DATABASE) {
      for (const [re, name] of table) if (re.test(rest)) return name;
    }
    const c = pattern[i];
    // \p{…} and \x{…} are one escape: their braces are no quantifier.
    if (c === '\\' && /^\\[pPx]\{/.test(rest)) i = Math.max(i + 1, pattern.indexOf('}', i));
    else if (c === '\\') i++;
    else if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
  }
  return null;
}

/** Counts past what PostgreSQL repeats (255). */
function tooManyRepeats(pattern: string): boolean {
  for (const m of pattern.matchAll(/\{(\d+)(?:,(\d*))?\}/g)) {
    if (Number(m[1]) > 255 || (m[2] !== undefined && m[2] !== '' && Number(m[2]) > 255)) return true;
  }
  return false;
}

/** Null when the pattern is a rule's to use, else why not (the engines' own words kept). */
export function regexRefusal(pattern: string): string | null {
  const unsupported = scan(pattern, UNSUPPORTED);
  if (unsupported) return `may not use ${unsupported}: rules run on a linear-time engine (RE2)`;
  try {
    RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
  } catch (err) {
    // The engine quotes the pattern as it compiled it, with the case flag it was given in front.
    const detail = (err as Error).message.replace(/^error parsing regexp: /, '').replace(/`\(\?i\)/g, '`');
    return `is not a valid regular expression: ${detail}`;
  }
  const foreign = scan(pattern, NOT_IN_DATABASE);
  if (foreign) return `is not supported in the database: ${foreign}`;
  if (tooManyRepeats(pattern)) return 'is not supported in the database: a count above 255 ({n,m})';
  return null;
}

const compiled = new Map<string, RE2JS | null>();

/** The pattern compiled by re2js (case-insensitive, longest match as PostgreSQL reads), or null. */
export function re2(pattern: string): RE2JS | null {
  let re = compiled.get(pattern);
  if (re === undefined) {
    try {
      re = RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE | RE2JS.LONGEST_MATCH);
    } catch {
      re = null;
    }
    if (compiled.size > 500) compiled.clear();
    compiled.set(pattern, re);
  }
  return re;
}

/** Every match of the pattern in `text`, as [start, end) UTF-16 offsets; empty matches skipped. */
export function re2Matches(pattern: string, text: string): [number, number][] {
  const re = re2(pattern);
  if (!re) return [];
  const m = re.matcher(text);
  const out: [number, number][] = [];
  let from = 0;
  while (from <= text.length && m.find(from)) {
    const s = m.start();
    const e = m.end();
    if (e > s) out.push([s, e]);
    from = e > s ? e : e + 1;
  }
  return out;
}

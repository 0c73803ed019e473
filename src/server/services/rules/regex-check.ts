import safeRegex from 'safe-regex2';
import type { Db } from '../../db/client';
import { postgresRegexError } from '../../db/rule-content';
import { invalid } from '../../domain/api-error';

/**
 * A regex rule runs in PostgreSQL (the content trigger) and in JavaScript (highlighting, dry-run
 * spans), so it must compile in both and mean the same in both. Refused, naming `field`:
 * - anything either engine rejects;
 * - back-references (rules are joined into one alternation per kind, which renumbers groups; they
 *   are also the one construct PostgreSQL's engine backtracks on exponentially);
 * - `\b`/`\B`, which PostgreSQL reads as a backspace: a term rule matches whole words;
 * - a pattern that could backtrack catastrophically in JavaScript: nested quantifiers (safe-regex2's
 *   star-height test) and a repeated group of alternatives, which safe-regex2 does not see.
 */
export async function checkRuleRegex(db: Db, pattern: string, field = 'pattern'): Promise<void> {
  try {
    new RegExp(pattern, 'i');
  } catch (err) {
    throw invalid(field, `is not a valid regular expression: ${(err as Error).message}`);
  }
  if (/\\[1-9]|\\k</.test(pattern)) throw invalid(field, 'may not use back-references');
  if (/(^|[^\\])(\\\\)*\\[bB]/.test(pattern))
    throw invalid(field, 'may not use \\b (a backspace in PostgreSQL): use a term rule for whole words');
  if (!safeRegex(pattern) || /\([^()]*\|[^()]*\)(?:[*+]|\{\d*,)/.test(pattern))
    throw invalid(field, 'could run away (catastrophic backtracking): avoid repeating a repeated or alternating group');
  const pgError = await postgresRegexError(db, pattern);
  if (pgError !== null) throw invalid(field, `is not a valid PostgreSQL regular expression: ${pgError}`);
}

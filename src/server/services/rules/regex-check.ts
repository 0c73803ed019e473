import type { Db } from '../../db/client';
import { postgresRegexError } from '../../db/rule-content';
import { regexRefusal } from '#contract/rules/rule-regex';
import { invalid } from '../../domain/api-error';

/**
 * A regex rule (or a rule's exception pattern) runs in PostgreSQL (the content trigger) and in
 * re2js (highlighting, dry-run spans), so it must be RE2, with no construct a linear-time engine
 * cannot run or the database cannot read the same way (src/contract/rules/rule-regex.ts), and
 * PostgreSQL must compile its translation. Refused with the construct named, under `field`.
 */
export async function checkRuleRegex(db: Db, pattern: string, field = 'pattern'): Promise<void> {
  const refusal = regexRefusal(pattern);
  if (refusal !== null) throw invalid(field, refusal);
  const pgError = await postgresRegexError(db, pattern);
  if (pgError !== null) throw invalid(field, `is not a valid PostgreSQL regular expression: ${pgError}`);
}

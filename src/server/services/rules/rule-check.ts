import type { Db } from '../../db/client';
import { invalid } from '../../domain/api-error';
import { DOMAIN_LISTS } from '#contract/rules/domain-lists';
import { registrableDomain } from '#contract/rules/registrable-domain';
import { phonesOfRun, textPhones } from '#contract/rules/text-entities';
import type { RuleKind } from '#contract/rules/rule-kinds';
import { checkRuleRegex } from './regex-check';

interface Checked {
  kind: RuleKind;
  pattern: string;
  exceptionPattern: string;
}

/** A domain rule's entries: apart by spaces, commas or semicolons (a site's name has no space). */
const domainEntriesOf = (pattern: string) =>
  pattern
    .toLowerCase()
    .split(/[\s,;]+/)
    .filter((e) => e !== '');

/**
 * A phone rule's entries: one a line, or apart by commas or semicolons. Spaces are a number's own
 * separators (`+44 20 7946 0958`, as the form's hint writes one), not a list's.
 */
const phoneEntriesOf = (pattern: string) =>
  pattern
    .split(/[\n,;]+/)
    .map((e) => e.trim())
    .filter((e) => e !== '');

/**
 * A rule's pattern as it is kept, or a refusal naming the field: a regex (and any exception
 * pattern) as regex-check.ts allows; a domain rule's entries as registrable domains
 * (`https://m.bit.ly/x` → `bit.ly`), `list:NAME` of a shipped list, or `*` (any link); a phone
 * rule's entries as canonical numbers, or `*` (any number). Public suffixes (`com`, `github.io`)
 * and unknown endings name no site and are refused.
 */
export async function checkedPattern(db: Db, r: Checked): Promise<string> {
  if (r.exceptionPattern !== '') await checkRuleRegex(db, r.exceptionPattern, 'exceptionPattern');
  if (r.kind === 'regex') await checkRuleRegex(db, r.pattern);
  if (r.kind === 'author') return '';
  if (r.kind === 'domain') {
    const out = domainEntriesOf(r.pattern).map((e) => {
      if (e === '*') return e;
      if (e.startsWith('list:')) {
        if (!(e.slice(5) in DOMAIN_LISTS)) throw invalid('pattern', `names no shipped list: ${e}`);
        return e;
      }
      const host = e.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/[/:?#].*$/, '');
      const domain = registrableDomain(host);
      if (domain === null) throw invalid('pattern', `names no site (a public suffix or an unknown ending): ${e}`);
      return domain;
    });
    if (out.length === 0) throw invalid('pattern', 'is required');
    return [...new Set(out)].join(', ');
  }
  if (r.kind === 'phone') {
    const out = phoneEntriesOf(r.pattern).map((e) => {
      if (e === '*') return e;
      const found = textPhones(e)[0]?.value ?? phonesOfRun(e)[0];
      if (found === undefined) throw invalid('pattern', `is not a phone number: ${e}`);
      return found;
    });
    if (out.length === 0) throw invalid('pattern', 'is required');
    return [...new Set(out)].join(', ');
  }
  return r.pattern;
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldText, matchSpans, termSource } from '#contract/rules/rule-match';
import { HANZI_VARIANT_GROUPS } from '#contract/rules/hanzi-variants';

const spansOf = (text: string, pattern: string, kind: 'term' | 'regex' = 'term') =>
  matchSpans(text, [{ kind, pattern }]).map(([a, b]) => text.slice(a, b));

describe('rule matching in the console (the database folds the same way)', () => {
  it('matches Latin terms as whole words, case- and width-insensitively', () => {
    expect(spansOf('Free Money! freemoney, ＦＲＥＥ　ＭＯＮＥＹ', 'free money')).toEqual([
      'Free Money',
      'ＦＲＥＥ　ＭＯＮＥＹ',
    ]);
    expect(spansOf('scams and scam', 'scam')).toEqual(['scam']);
    expect(spansOf('是scam吗', 'scam')).toEqual(['scam']);
  });

  it('matches CJK terms as substrings in either script', () => {
    expect(spansOf('你这个傻逼，還有發票和发票', '发票')).toEqual(['發票', '发票']);
    expect(spansOf('代開發票', '代开发票')).toEqual(['代開發票']);
  });

  it('maps spans back to the original text when folding changes lengths', () => {
    const f = foldText('ａ㎏b');
    expect(f.text).toBe('akgb');
    expect(spansOf('x ㎏ y', 'kg')).toEqual(['㎏']);
  });

  it('escapes punctuation in terms and merges overlapping spans', () => {
    expect(termSource('a.b')).toBe('(?<![0-9a-z_\\u00c0-\\u024f])a\\.b(?![0-9a-z_\\u00c0-\\u024f])');
    expect(
      matchSpans('abcd', [
        { kind: 'regex', pattern: 'abc' },
        { kind: 'regex', pattern: 'bcd' },
      ]),
    ).toEqual([[0, 4]]);
  });

  it('the migration holds exactly the generated variant groups', () => {
    const migration = readFileSync(
      new URL('../../src/server/db/migrations/0019_rules-sql.sql', import.meta.url),
      'utf8',
    );
    const rows = [...migration.matchAll(/\('(.)','([^']+)'\)/gu)].map((m) => `${m[1]}${m[2]}`);
    const expected = HANZI_VARIANT_GROUPS.split('|').flatMap((g) => [...g].map((c) => `${c}${g}`));
    expect(rows).toEqual(expected);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchSpans, termSource } from '#contract/rules/rule-match';
import { fold, foldText } from '#contract/rules/text-fold';
import { textLinks, textPhones } from '#contract/rules/text-entities';
import { regexRefusal, re2Matches } from '#contract/rules/rule-regex';
import { DOMAIN_LISTS } from '#contract/rules/domain-lists';
import { HANZI_VARIANT_GROUPS } from '#contract/rules/hanzi-variants';

const spansOf = (text: string, pattern: string, kind: 'term' | 'regex' = 'term', leet = false) =>
  matchSpans(text, [{ kind, pattern, leet }]).map(([a, b]) => text.slice(a, b));

describe('the folding', () => {
  it.each([
    ['ＦＲＥＥ　ＭＯＮＥＹ', 'free money'],
    ['mоron', 'moron'],
    ['ΜΟRΟΝ', 'moron'],
    ['fück', 'fuck'],
    ['mo\u200bron', 'moron'],
    ['m\u0336o\u0336r\u0336o\u0336n\u0336', 'moron'],
    ['m o r o n', 'moron'],
    ['m.o.r.o.n', 'moron'],
    ['m - o - r - o - n', 'moron'],
    ['such a m.o.r.o.n', 'such a moron'],
    ['a b c', 'abc'],
    ['mooooron', 'mooron'],
    ['good', 'good'],
    ['穩賺不賠', '稳赚不赔'],
    ['穩 賺 不 賠', '稳赚不赔'],
    ['  double   space\n', 'double space'],
    ['r3tard', 'r3tard'],
  ])('folds %j to %j', (text, folded) => expect(fold(text)).toBe(folded));

  it('folds leetspeak only when asked, and only inside words with a letter', () => {
    expect(fold('r3tard id1ot gu@ranteed $cam id!ot', { leet: true })).toBe('retard idiot guaranteed scam idiot');
    expect(fold('call 13812345678 at 10:30', { leet: true })).toBe('call 13812345678 at 10:30');
  });

  it('maps every folded character back to the stretch of the original it came from', () => {
    const f = foldText('Ｍ o \u200bo R');
    expect(f.text).toBe('moor');
    expect(f.from.map((a, i) => [a, f.to[i]])).toEqual([
      [0, 1],
      [2, 3],
      [5, 6],
      [7, 8],
    ]);
    expect(foldText('ａ㎏b').text).toBe('akgb');
  });
});

describe('links and numbers', () => {
  it('reads defanged links as links', () => {
    for (const t of ['bit . ly/x', 'bit[.]ly/x', 'hxxp://bit(.)ly/x', 'ｂｉｔ．ｌｙ/x'])
      expect(
        textLinks(t).map((l) => l.host),
        t,
      ).toEqual(['bit.ly']);
  });

  it('reads phone numbers through separators, widths and numerals, and leaves timestamps', () => {
    expect(textPhones('138.1234.5678 / 一三八一二三四五六七八 / +86 139-8765-4321').map((p) => p.value)).toEqual([
      '13812345678',
      '13812345678',
      '13987654321',
    ]);
    expect(textPhones('1732512345678 and 20241125123456 and 2024-11-25')).toEqual([]);
  });
});

describe('rule matching in the console (the database decides the same way)', () => {
  it('matches Latin terms as whole words, through every folding', () => {
    expect(spansOf('Free Money! freemoney, ＦＲＥＥ　ＭＯＮＥＹ', 'free money')).toEqual([
      'Free Money',
      'ＦＲＥＥ　ＭＯＮＥＹ',
    ]);
    expect(spansOf('scams and scam', 'scam')).toEqual(['scam']);
    expect(spansOf('是scam吗', 'scam')).toEqual(['scam']);
    expect(spansOf('you m o r o n', 'moron')).toEqual(['m o r o n']);
    expect(spansOf('what a mooooron', 'moron')).toEqual(['mooooron']);
    expect(spansOf('as you like', 'ass')).toEqual([]);
    expect(spansOf('you r3tard', 'retard', 'term', true)).toEqual(['r3tard']);
    expect(spansOf('you r3tard', 'retard')).toEqual([]);
  });

  it('matches CJK terms as substrings in either script', () => {
    expect(spansOf('你这个傻逼，還有發票和发票', '发票')).toEqual(['發票', '发票']);
    expect(spansOf('代開發票', '代开发票')).toEqual(['代開發票']);
  });

  it('leaves out the stretches an exception covers, and only those', () => {
    const rule = { kind: 'term' as const, pattern: 'idiot', exceptions: ['The Idiot by Dostoevsky'] };
    const text = 'Reading The Idiot by Dostoevsky, you idiot';
    expect(matchSpans(text, [rule]).map(([a, b]) => text.slice(a, b))).toEqual(['idiot']);
  });

  it('builds terms that take each letter once or twice, and escapes punctuation', () => {
    expect(termSource('a.b', false, true)).toBe('aa?\\.bb?');
    expect(termSource('ass', false, true)).toBe('aa?ss');
  });

  it('highlights domain and phone rules on what they read', () => {
    expect(matchSpans('see bit . ly/abc', [{ kind: 'domain', pattern: 'list:shorteners' }])).toEqual([[4, 16]]);
    expect(matchSpans('call 138.1234.5678', [{ kind: 'phone', pattern: '13812345678' }])).toEqual([[5, 18]]);
  });
});

describe('regular expressions run on a linear-time engine', () => {
  it('refuses what it cannot run, naming the construct', () => {
    expect(regexRefusal('(\\w)\\1')).toMatch(/^may not use back-references/);
    expect(regexRefusal('a(?=b)')).toMatch(/^may not use look-ahead/);
    expect(regexRefusal('(?<=a)b')).toMatch(/^may not use look-behind/);
    expect(regexRefusal('\\p{Han}')).toMatch(/^is not supported in the database: Unicode classes/);
    expect(regexRefusal('(?:https?://)?bit\\.ly/[a-z0-9]+')).toBeNull();
    expect(regexRefusal('(?:\\+?86[ -]?)?1[3-9]\\d{9}')).toBeNull();
    expect(regexRefusal('e|.*.*.*.*.*.*zqj')).toBeNull();
    // The engine's words quote the pattern as typed, not with the case flag it was compiled with.
    expect(regexRefusal('(a')).toBe('is not a valid regular expression: missing closing ): `(a`');
  });

  it('finds matches in UTF-16 offsets', () => {
    expect(re2Matches('bc', '😀abc')).toEqual([[3, 5]]);
  });
});

describe('the tables the migrations hold', () => {
  const read = (name: string) =>
    readFileSync(new URL(`../../src/server/db/migrations/${name}`, import.meta.url), 'utf8');

  it('the variant groups are the generated ones', () => {
    const rows = [...read('0019_rules-sql.sql').matchAll(/\('(.)','([^']+)'\)/gu)].map((m) => `${m[1]}${m[2]}`);
    const expected = HANZI_VARIANT_GROUPS.split('|').flatMap((g) => [...g].map((c) => `${c}${g}`));
    expect(rows).toEqual(expected);
  });

  it('the shipped domain lists are the console’s', () => {
    const sql = read('0029_rules-evasion-sql.sql');
    const shipped = /SELECT 'shorteners', d FROM unnest\(ARRAY\[([^\]]+)\]/.exec(sql)![1]!;
    expect([...shipped.matchAll(/'([^']+)'/g)].map((m) => m[1])).toEqual([...DOMAIN_LISTS.shorteners]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '#server/db/client';
import { fold } from '#contract/rules/text-fold';
import { textEmails, textLinks, textPhones } from '#contract/rules/text-entities';
import { registrableDomain } from '#contract/rules/registrable-domain';
import { freshDatabase } from './test-database';
import { LABELLED } from '../unit/rules-labelled-set';

/**
 * One folding, two engines: the console's JavaScript (src/contract/rules/text-fold.ts,
 * text-entities.ts) and the database's SQL (migration text-fold-sql) must give the same text and
 * find the same things, or a highlight would show something other than what the trigger matched.
 */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

/** Pieces that exercise every step: look-alikes, widths, marks, spacing, leetspeak, numerals, links. */
const PIECES = [
  'm o r o n',
  'm.o.r.o.n',
  'mооron',
  'МОРОН',
  'ＦＲＥＥ　ＭＯＮＥＹ',
  'r3tard',
  'id1ot',
  'gu@ranteed',
  '$cam',
  '穩賺不賠',
  '發財',
  '穩 賺 不 賠',
  'mo\u200bron',
  'e\u0301cole',
  'ｶﾞ',
  'a!b|c',
  'id!ot',
  'mooooron',
  'heeelp',
  'bit . ly/x',
  'bit[.]ly',
  'hxxp://evil[.]com/a',
  'www.t.co',
  'x@y.com',
  'john [at] mail [dot] com',
  '138.1234.5678',
  '+86 138 1234 5678',
  '一三八一二三四五六七八',
  'one three eight one two three four five six seven eight',
  '1732512345678',
  '010-12345678',
  '+44 20 7946 0958',
  '１３８',
  '  ',
  '\n',
  '!!',
  '...',
  '。',
  '、',
  'İ',
  'ß',
  'ǅ',
  'ﬁ',
  '㎏',
  '①',
  '𝐟𝐫𝐞𝐞',
  'ⓜⓞⓡⓞⓝ',
  '\u202e',
  '\ufeff',
  '\u3164',
  'ø',
  'Ω',
  'Ѕсаm',
  '你好',
  'abc',
  '2024-11-25',
];

/** Each text folded plain and with leetspeak, and both at once as the rules trigger folds them (text_fold_tails). */
async function sqlFolds(texts: string[]) {
  return queryRows<{ plain: string; leet: string; both: string[] }>(
    database.db,
    sql`SELECT text_fold(t) AS plain, text_fold(t, true) AS leet, ARRAY[(f).plain, (f).leet] AS both
        FROM unnest(${sql.param(texts)}::text[]) WITH ORDINALITY AS u(t, i),
             LATERAL (SELECT text_fold_tails(text_fold_base(t)) AS f) AS x
        ORDER BY i`,
  );
}

async function sqlEntities(text: string) {
  const [row] = await queryRows<{ links: string[]; emails: string[]; phones: string[] }>(
    database.db,
    sql`SELECT ARRAY(SELECT url || ' ' || host || ' ' || domain FROM text_links(${text})) AS links,
               ARRAY(SELECT address || ' ' || domain FROM text_emails(${text})) AS emails,
               ARRAY(SELECT p FROM text_phones(${text}) AS p) AS phones`,
  );
  return row!;
}

function jsEntities(text: string) {
  return {
    links: textLinks(text).flatMap((l) => {
      const d = registrableDomain(l.host);
      return d ? [`${l.value} ${l.host} ${d}`] : [];
    }),
    emails: textEmails(text).flatMap((e) => {
      const d = registrableDomain(e.host);
      return d ? [`${e.value} ${d}`] : [];
    }),
    phones: textPhones(text).map((p) => p.value),
  };
}

describe('the folding is the same in JavaScript and SQL', () => {
  it('on the labelled set', async () => {
    const texts = LABELLED.map((l) => l.text);
    const rows = await sqlFolds(texts);
    texts.forEach((t, i) => {
      expect(rows[i]!.plain, t).toBe(fold(t));
      expect(rows[i]!.leet, t).toBe(fold(t, { leet: true }));
      expect(rows[i]!.both, t).toEqual([fold(t), fold(t, { leet: true })]);
    });
  });

  it('on random mixtures of the pieces every step folds', async () => {
    const texts = fc.sample(
      fc
        .array(fc.constantFrom(...PIECES, ' ', '.', ' . ', 'x', '1'), { minLength: 1, maxLength: 8 })
        .map((a) => a.join('')),
      { numRuns: 400, seed: 40 },
    );
    const rows = await sqlFolds(texts);
    texts.forEach((t, i) => {
      expect(rows[i]!.plain, JSON.stringify(t)).toBe(fold(t));
      expect(rows[i]!.leet, JSON.stringify(t)).toBe(fold(t, { leet: true }));
      expect(rows[i]!.both, JSON.stringify(t)).toEqual([fold(t), fold(t, { leet: true })]);
    });
  });

  it('on every character the map folds or drops, alone and between letters', async () => {
    const all: string[] = [];
    for (let cp = 0x20; cp < 0x3000; cp++) if (cp < 0xd800 || cp > 0xdfff) all.push(`a${String.fromCodePoint(cp)}b`);
    const rows = await sqlFolds(all);
    const differ = all.filter((t, i) => rows[i]!.plain !== fold(t));
    expect(differ.map((t) => [t, t.codePointAt(1)!.toString(16)])).toEqual([]);
  });

  it('finds the same links, addresses and phone numbers', async () => {
    const texts = [
      ...LABELLED.map((l) => l.text),
      ...fc.sample(
        fc.array(fc.constantFrom(...PIECES, ' ', ', ', 'x'), { minLength: 1, maxLength: 6 }).map((a) => a.join(' ')),
        { numRuns: 150, seed: 41 },
      ),
    ];
    for (const t of texts) expect(await sqlEntities(t), JSON.stringify(t)).toEqual(jsEntities(t));
  });
});

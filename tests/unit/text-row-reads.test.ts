import { describe, expect, it } from 'vitest';
import { textRowReadsOf } from '#server/db/text-row-reads';
import type { Db } from '#server/db/client';
import { rowReadsStatement } from '../bench/lib/queue-statement.mjs';

/** A database that answers any statement with `answer` and keeps what it was sent. */
function recording(answer: unknown[]) {
  const sent: { text: string; params: unknown[] }[] = [];
  const db = {
    $client: { query: async (text: string, params: unknown[]) => (sent.push({ text, params }), { rows: answer }) },
  } as unknown as Db;
  return { db, sent };
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

describe("a text kind's rule hits, classifier scores and waves", () => {
  it('are read in one statement, the one the queue bench floor sends', async () => {
    const { db, sent } = recording([{ hits: [], scores: [], waves: [] }]);
    await textRowReadsOf(db, 'moment', [3, 1]);
    expect(sent).toHaveLength(1);
    expect(oneLine(sent[0]!.text)).toBe(oneLine(rowReadsStatement));
    expect(sent[0]!.params).toEqual(['moment', [3, 1], [3, 1], [3, 1]]);
  });

  it('send nothing for no rows', async () => {
    const { db, sent } = recording([]);
    expect((await textRowReadsOf(db, 'moment', [])).size).toBe(0);
    expect(sent).toHaveLength(0);
  });

  it('come back per row, with what a row lacks empty or null', async () => {
    const hit = (id: number, rule: number) => ({
      content_id: id,
      rule_id: rule,
      name: `r${rule}`,
      kind: 'term',
      pattern: 'spam',
      action: 'flag',
      leet: false,
      exceptions: ['ok'],
      exception_pattern: '',
    });
    const { db } = recording([
      {
        hits: [hit(1, 4), hit(1, 7), hit(2, 4)],
        scores: [{ item_id: 3, model_version: 2, top_label: 'spam', top_probability: 0.91, drivers: [] }],
        waves: [
          {
            item_id: 2,
            id: 9,
            kind: 'moment',
            size: 4,
            pending: 2,
            accounts: 3,
            first_at: '2026-12-01 10:00:00.25+00',
            last_at: '2026-12-01 10:05:00+00',
            per_minute: 0.8,
          },
        ],
      },
    ]);
    const reads = await textRowReadsOf(db, 'moment', [1, 2, 3, 4]);
    expect(reads.get(1)?.ruleHits.map((h) => h.ruleId)).toEqual([4, 7]);
    expect(reads.get(1)?.ruleHits[0]).toMatchObject({ name: 'r4', exceptions: ['ok'], exceptionPattern: '' });
    expect(reads.get(1)?.classifier).toBeNull();
    expect(reads.get(2)?.wave).toEqual({
      id: 9,
      kind: 'moment',
      size: 4,
      pending: 2,
      accounts: 3,
      firstAt: '2026-12-01T10:00:00.250Z',
      lastAt: '2026-12-01T10:05:00.000Z',
      perMinute: 0.8,
    });
    expect(reads.get(3)).toEqual({
      ruleHits: [],
      classifier: { modelVersion: 2, label: 'spam', probability: 0.91, drivers: [] },
      wave: null,
    });
    expect(reads.has(4)).toBe(false);
  });
});

import type { Db } from '../../db/client';
import { deriveRule, dryRunChunk, type RuleMatching } from '../../db/rule-content';
import type { ApiParsedBody } from '#contract/api';
import { RULE_TEST_SCAN_LIMIT, type RuleTestReply } from '#contract/api/rules';
import { matchSpans } from '#contract/rules/rule-match';
import { checkedPattern } from './rule-check';
import { invalid } from '../../domain/api-error';

/** Rows one statement of a dry run reads: short enough that PGlite, in the server's thread, lets other requests in between. */
const CHUNK = 2_000;

/**
 * How many existing items a rule would hit, before it is saved: the newest RULE_TEST_SCAN_LIMIT
 * rows of each kind, matched by the database exactly as the trigger would (author conditions as the
 * authors stand now), with the precision the rule would have had on the items among them the team
 * has decided, and a few samples whose spans come from the console's matcher. Read in chunks,
 * yielding between them, so no dry run holds the server.
 */
export async function dryRunRule(db: Db, body: ApiParsedBody<'/admins/rules/test'>): Promise<RuleTestReply> {
  // Velocity conditions count arrivals in the write path's window (text_arrivals, kept a day, only
  // while such a rule is on); replaying them over history would fold every row around each one read.
  if (body.velocityItems !== null)
    throw invalid('velocityItems', 'has no dry run: velocity counts arrivals as they come');
  if (body.duplicateItems !== null)
    throw invalid('duplicateItems', 'has no dry run: velocity counts arrivals as they come');
  const pattern = await checkedPattern(db, body);
  const matching: RuleMatching = { ...body, pattern };
  const rule = await deriveRule(db, matching);
  const reply: RuleTestReply = {
    hits: 0,
    scanned: 0,
    complete: true,
    byKind: [],
    samples: [],
    decided: { removed: 0, approved: 0 },
    precision: null,
  };
  for (const kind of body.contentKinds) {
    let hits = 0;
    let scanned = 0;
    let before: number | null = null;
    do {
      const want = Math.max(0, body.samples - reply.samples.length);
      const size = Math.min(CHUNK, RULE_TEST_SCAN_LIMIT - scanned);
      const c = await dryRunChunk(db, kind, rule, before, size, want);
      hits += c.hits;
      scanned += c.scanned;
      reply.decided.removed += c.removed;
      reply.decided.approved += c.approved;
      for (const s of c.samples) {
        reply.samples.push({
          contentKind: kind,
          id: s.id,
          text: s.text,
          spans: matchSpans(s.text, [{ ...matching, kind: body.kind }]),
        });
      }
      before = c.before;
      await new Promise((resolve) => setImmediate(resolve));
    } while (before !== null && scanned < RULE_TEST_SCAN_LIMIT);
    if (before !== null) reply.complete = false;
    reply.hits += hits;
    reply.scanned += scanned;
    reply.byKind.push({ contentKind: kind, hits, scanned });
  }
  const decided = reply.decided.removed + reply.decided.approved;
  reply.precision = decided === 0 ? null : reply.decided.removed / decided;
  return reply;
}

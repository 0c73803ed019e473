import type { Db } from '../../db/client';
import { dryRunKind, matchPatternOf } from '../../db/rule-content';
import type { ApiParsedBody } from '#contract/api';
import { RULE_TEST_SCAN_LIMIT, type RuleTestReply } from '#contract/api/rules';
import { matchSpans } from '#contract/rules/rule-match';
import { checkRuleRegex } from './regex-check';

/**
 * How many existing items a rule would hit, before it is saved: the newest RULE_TEST_SCAN_LIMIT
 * rows of each kind, matched by the database exactly as the trigger would, with a few samples
 * whose spans come from the console's matcher (the one that highlights them in the lists).
 */
export async function dryRunRule(db: Db, body: ApiParsedBody<'/admins/rules/test'>): Promise<RuleTestReply> {
  if (body.kind === 'regex') await checkRuleRegex(db, body.pattern);
  const match = await matchPatternOf(db, body.kind, body.pattern);
  const reply: RuleTestReply = { hits: 0, scanned: 0, complete: true, byKind: [], samples: [] };
  for (const kind of body.contentKinds) {
    const want = Math.max(0, body.samples - reply.samples.length);
    const r = await dryRunKind(db, kind, match, RULE_TEST_SCAN_LIMIT, want);
    reply.hits += r.hits;
    reply.scanned += r.scanned;
    if (r.scanned >= RULE_TEST_SCAN_LIMIT) reply.complete = false;
    reply.byKind.push({ contentKind: kind, hits: r.hits, scanned: r.scanned });
    for (const s of r.samples) {
      reply.samples.push({
        contentKind: kind,
        id: s.id,
        text: s.text,
        spans: matchSpans(s.text, [{ kind: body.kind, pattern: body.pattern }]),
      });
    }
  }
  return reply;
}

import { useEffect, useMemo, useState } from 'react';
import type { RuleHitRef } from '#contract/rules/rule-kinds';
import type { Span } from '#contract/rules/rule-match';
import { afterPaint } from './after-paint';
import { loadOnce } from './load-once';

type Matcher = typeof import('./rule-matcher');

/** Set once the matcher has arrived: later texts are marked in their first render. */
let matcher: Matcher | null = null;

/**
 * The matcher is re2js and the folding tables (~75 KB gzip, and their evaluation): a queue's text
 * is drawn first, plain, and its marks follow once the matcher has arrived after that paint. Only
 * a text that some rule hit asks for it.
 */
const loadMatcher = loadOnce(() =>
  afterPaint()
    .then(() => import('./rule-matcher'))
    .then((m) => (matcher = m)),
);

const NONE: readonly Span[] = [];

/** The stretches of `text` the rules that hit its row match (the database's folding, in JavaScript). */
export function useRuleSpans(text: string, hits: readonly RuleHitRef[] | undefined): readonly Span[] {
  const [loaded, setLoaded] = useState<Matcher | null>(matcher);
  const wanted = hits !== undefined && hits.length > 0;
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    loadMatcher().then(
      (m) => live && setLoaded(m),
      () => {
        // The text stays as it is, unmarked; the rule badges beside it still name the rules.
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return useMemo(() => (loaded && wanted ? loaded.matchSpans(text, hits) : NONE), [loaded, wanted, text, hits]);
}

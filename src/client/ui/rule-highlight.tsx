import type { RuleHitRef } from '#contract/rules/rule-kinds';
import type { Span } from '#contract/rules/rule-match';
import { useRuleSpans } from './use-rule-spans';

const ACTION_TONE: Record<RuleHitRef['action'], string> = {
  flag: 'border-warning/40 bg-warning/15 text-fg',
  hold: 'border-primary/40 bg-primary/10 text-fg',
  block: 'border-danger/40 bg-danger/15 text-fg',
};

/** `text` with the stretches in `spans` marked. */
export function MarkedText({ text, spans }: { text: string; spans: readonly Span[] }) {
  if (spans.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      // The padding is taken back by the margin: a mark drawn into text already on screen moves nothing.
      <mark key={start} className="-mx-0.5 rounded-sm bg-warning/30 px-0.5 text-fg">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * `text` with what the rules that hit its row match highlighted (the database's folding, in
 * JavaScript); the marks come once the matcher has loaded (use-rule-spans.ts).
 */
export function RuleHighlighted({ text, hits }: { text: string; hits: readonly RuleHitRef[] | undefined }) {
  const spans = useRuleSpans(text, hits);
  return <MarkedText text={text} spans={spans} />;
}

/** One badge per rule that hit the row: "rule: scam-links", toned by its action. */
export function RuleBadges({ hits, label }: { hits: readonly RuleHitRef[] | undefined; label: string }) {
  if (!hits || hits.length === 0) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {hits.map((h) => (
        <span
          key={h.ruleId}
          title={`${h.action}: ${h.pattern}`}
          className={`inline-flex items-center rounded border px-1.5 text-[11px] leading-5 ${ACTION_TONE[h.action]}`}
        >
          {label}: {h.name}
        </span>
      ))}
    </span>
  );
}

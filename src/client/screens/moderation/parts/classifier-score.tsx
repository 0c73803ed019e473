import type { ReactNode } from 'react';
import type { ClassifierScore } from '#contract/api/moderation-rows';
import { REASON_CODES } from '#contract/moderation-reasons';
import type { ClassifierLabel } from '#contract/classifier';
import type { RuleHitRef } from '#contract/rules/rule-kinds';
import type { Span } from '#contract/rules/rule-match';
import { useRuleSpans } from '#client/ui/use-rule-spans';
import { formatShare } from '#client/i18n/format-number';
import { useT } from '#client/i18n/use-t';
import type { MessageKey } from '#client/i18n/message-key';
import { reasonKey } from '../queue/actions';

/** A label in words: the reason's own words (the 1–9 presets), "fine" its own. */
export function labelKey(label: ClassifierLabel): MessageKey {
  if (label === 'fine') return 'mod.classifier.fine';
  return reasonKey(REASON_CODES.indexOf(label) + 1);
}

/** The classifier's top label and probability, as a badge; its title names the model version. */
export function ClassifierBadge({ score }: { score: ClassifierScore | null | undefined }) {
  const { t, locale } = useT();
  if (!score) return null;
  const label = t(labelKey(score.label));
  const percent = formatShare(score.probability, locale);
  const tone = score.label === 'fine' ? 'border-line bg-fill-2 text-fg-2' : 'border-danger/40 bg-danger/10 text-fg';
  return (
    <span
      title={t('mod.classifier.title', { version: score.modelVersion, label, percent })}
      className={`inline-flex items-center rounded border px-1.5 text-[11px] leading-5 ${tone}`}
    >
      {t('mod.classifier.badge', { label, percent })}
    </span>
  );
}

/**
 * The drivers' spans that fall in one field of the text the classifier read, made relative to it
 * (`from`: where the field starts in that text). A "fine" score highlights nothing: what makes a
 * text ordinary is not worth the moderator's eye.
 */
export function driverSpans(score: ClassifierScore | null | undefined, from: number, length: number): Span[] {
  if (!score || score.label === 'fine') return [];
  return score.drivers
    .map((d): Span => [d.span[0] - from, d.span[1] - from])
    .filter(([s, e]) => s >= 0 && e <= length && e > s);
}

interface Segment {
  start: number;
  end: number;
  rule: boolean;
  model: boolean;
}

/** Cuts the text at every span edge, each piece knowing whether a rule, the model or both marked it. */
function segments(length: number, rule: readonly Span[], model: readonly Span[]): Segment[] {
  const cuts = new Set([0, length]);
  for (const [s, e] of [...rule, ...model]) {
    cuts.add(Math.max(0, Math.min(length, s)));
    cuts.add(Math.max(0, Math.min(length, e)));
  }
  const at = [...cuts].sort((a, b) => a - b);
  const inside = (spans: readonly Span[], p: number) => spans.some(([s, e]) => s <= p && p < e);
  const out: Segment[] = [];
  for (let i = 0; i + 1 < at.length; i++) {
    const start = at[i]!;
    const end = at[i + 1]!;
    out.push({ start, end, rule: inside(rule, start), model: inside(model, start) });
  }
  return out;
}

/** `text` with what the rules matched and what drove the classifier's label highlighted. */
export function ScoredText({
  text,
  hits,
  model,
}: {
  text: string;
  hits: readonly RuleHitRef[] | undefined;
  model: readonly Span[];
}) {
  const { t } = useT();
  const rule = useRuleSpans(text, hits);
  const parts: ReactNode[] = segments(text.length, rule, model).map((s) => {
    const piece = text.slice(s.start, s.end);
    if (!s.rule && !s.model) return piece;
    const tone = s.rule ? 'bg-warning/30' : 'bg-danger/15 underline decoration-danger/60 decoration-dotted';
    return (
      <mark
        key={s.start}
        className={`-mx-0.5 rounded-sm px-0.5 text-fg ${tone}`}
        title={s.model ? t('mod.classifier.driver') : undefined}
        data-classifier={s.model ? '' : undefined}
      >
        {piece}
      </mark>
    );
  });
  return <>{parts}</>;
}

import { useT } from '#client/i18n/use-t';
import { classifierPoints, RISK_POINTS, wavePoints, type RiskParts } from '#contract/risk';
import type { ClassifierLabel } from '#contract/classifier';
import { formatShare } from '#client/i18n/format-number';
import { labelKey } from './classifier-score';

/** The oldest account age that still adds points: younger authors are named on the line. */
const NEW_ACCOUNT_DAYS = RISK_POINTS.newAccount[RISK_POINTS.newAccount.length - 1]!.days;

/**
 * What the item's risk score is made of, in words: "Risk 40 · 2 open reports · rule: scam-links ·
 * 1 strike". The queue's "riskiest first" order sorts by this score, so the moderator sees why an
 * item came first.
 */
export function RiskLine({ score, parts }: { score: number; parts: RiskParts }) {
  const { t, locale } = useT();
  const words: string[] = [];
  if (parts.reports) words.push(t(parts.reports === 1 ? 'mod.risk.report' : 'mod.risk.reports', { n: parts.reports }));
  for (const rule of parts.rules ?? []) words.push(t('mod.risk.rule', { name: rule.name }));
  if (parts.classifier && classifierPoints(parts.classifier.probability) > 0)
    words.push(
      t('mod.risk.classifier', {
        label: t(labelKey(parts.classifier.label as ClassifierLabel)),
        percent: formatShare(parts.classifier.probability, locale),
      }),
    );
  if (parts.wave && wavePoints(parts.wave) > 0) words.push(t('mod.risk.wave', { n: parts.wave.size }));
  if (parts.strikes) words.push(t(parts.strikes === 1 ? 'mod.risk.strike' : 'mod.risk.strikes', { n: parts.strikes }));
  if (parts.accountAgeDays !== undefined && parts.accountAgeDays < NEW_ACCOUNT_DAYS) {
    words.push(
      t(parts.accountAgeDays === 1 ? 'mod.risk.newAccountDay' : 'mod.risk.newAccount', { n: parts.accountAgeDays }),
    );
  }
  return (
    <p data-risk-line={score} className="flex min-w-0 items-center gap-2 text-[12px] text-fg-2">
      <span
        className={`shrink-0 rounded px-1.5 py-0.5 font-medium ${score > 0 ? 'bg-danger-soft text-danger' : 'bg-fill text-fg-2'}`}
      >
        {t('mod.risk.label', { n: score })}
      </span>
      <span className="truncate">{words.length > 0 ? words.join(' · ') : t('mod.risk.none')}</span>
    </p>
  );
}

/** Rows of the queues carry a score; the read-only message list's do not. */
export function riskOf(row: object): { score: number; parts: RiskParts } | null {
  const r = row as { riskScore?: unknown; riskParts?: RiskParts };
  return typeof r.riskScore === 'number' && typeof r.riskParts === 'object'
    ? { score: r.riskScore, parts: r.riskParts }
    : null;
}

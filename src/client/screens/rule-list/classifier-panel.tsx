import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { ClassifierDryRunLabel, ClassifierThreshold } from '#contract/api/classifier';
import { REASON_CODES, type ReasonCode } from '#contract/moderation-reasons';
import { formatShare } from '../../i18n/format-number';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import type { MessageKey } from '../../i18n/message-key';
import { classifierDryRun, saveClassifierThresholds, useClassifierThresholds } from './classifier-api';

type Field = 'flag' | 'hold';
/** The form's text per label: percentages as typed, '' for off. */
type Draft = Record<ReasonCode, Record<Field, string>>;

const toText = (p: number | null) => (p === null ? '' : String(Math.round(p * 1000) / 10));

function draftOf(list: readonly ClassifierThreshold[]): Draft {
  const byLabel = new Map(list.map((t) => [t.label, t]));
  return Object.fromEntries(
    REASON_CODES.map((l) => [
      l,
      { flag: toText(byLabel.get(l)?.flag ?? null), hold: toText(byLabel.get(l)?.hold ?? null) },
    ]),
  ) as Draft;
}

/** The label in the words of its preset reason (the moderation screens' 1–9 keys). */
const labelKey = (label: ReasonCode) => `mod.reason.${REASON_CODES.indexOf(label) + 1}` as MessageKey;

/** A percentage as typed to a probability; undefined when it is not one (0–100). */
function probabilityOf(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || n > 100) return undefined;
  return Math.round(n * 10) / 1000;
}

interface Parsed {
  thresholds: ClassifierThreshold[];
  errors: Partial<Record<`${ReasonCode}.${Field}`, 'range' | 'order'>>;
}

function parse(draft: Draft): Parsed {
  const out: Parsed = { thresholds: [], errors: {} };
  for (const label of REASON_CODES) {
    const flag = probabilityOf(draft[label].flag);
    const hold = probabilityOf(draft[label].hold);
    if (flag === undefined) out.errors[`${label}.flag`] = 'range';
    if (hold === undefined) out.errors[`${label}.hold`] = 'range';
    if (flag === undefined || hold === undefined) continue;
    if (flag !== null && hold !== null && hold < flag) out.errors[`${label}.hold`] = 'order';
    else out.thresholds.push({ label, flag, hold });
  }
  return out;
}

/**
 * The classifier's thresholds per label (Rules screen, ADMIN_ROOT): over the flag threshold an
 * arriving item is flagged, over the hold threshold held, as a rule would. Beside each label, what
 * the thresholds in the form would have done over the decided history, as they are typed.
 */
export function ClassifierPanel() {
  const { t, locale } = useT();
  const { data, mutate } = useClassifierThresholds();
  // The form as edited; null while it shows what is saved.
  const [edited, setDraft] = useState<Draft | null>(null);
  const draft = edited ?? (data ? draftOf(data.list) : null);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const parsed = useMemo(() => (draft ? parse(draft) : null), [draft]);
  const proposal = parsed ? JSON.stringify(parsed.thresholds) : null;
  const { data: dry } = useSWR(
    proposal === null ? null : ['/admins/classifier/dry-run', proposal],
    () => classifierDryRun(parsed!.thresholds),
    { keepPreviousData: true },
  );
  const figuresOf = new Map<ReasonCode, ClassifierDryRunLabel>(dry?.list.map((l) => [l.label, l]) ?? []);

  if (!draft || !parsed) return null;
  const dirty = data !== undefined && JSON.stringify(draftOf(data.list)) !== JSON.stringify(draft);
  const invalid = Object.keys(parsed.errors).length > 0;

  const change = (label: ReasonCode, field: Field, value: string) =>
    setDraft({ ...draft, [label]: { ...draft[label], [field]: value } });

  async function save() {
    if (!parsed) return;
    setSaving(true);
    setRefusal(null);
    try {
      const reply = await saveClassifierThresholds(parsed.thresholds, (err) => {
        if (err.code !== 40000) return false;
        setRefusal(err.message);
        return true;
      });
      await mutate(reply, { revalidate: false });
      setDraft(null);
    } catch {
      // Said under the table (a refusal) or toasted.
    } finally {
      setSaving(false);
    }
  }

  const would = (f: ClassifierDryRunLabel['flag']) =>
    f === null
      ? '—'
      : t('rules.classifier.would', {
          items: f.items,
          precision: f.precision === null ? '—' : formatShare(f.precision, locale),
        });

  const errorText = (label: ReasonCode, field: Field) => {
    const e = parsed.errors[`${label}.${field}`];
    return e ? t(`rules.classifier.error.${e}`) : undefined;
  };

  return (
    <section
      aria-label={t('rules.classifier.title')}
      className="flex flex-col gap-2 rounded-lg bg-surface p-3 text-[13px]"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-fg">{t('rules.classifier.title')}</h2>
        <Button variant="primary" size="sm" onClick={() => void save()} disabled={!dirty || invalid || saving}>
          {t('rules.classifier.save')}
        </Button>
      </div>
      <p className="text-fg-3">
        {t('rules.classifier.hint')}{' '}
        {dry &&
          (dry.modelVersion === null
            ? t('rules.classifier.noModel')
            : t('rules.classifier.history', { scored: dry.scored, version: dry.modelVersion }))}
      </p>
      <table className="w-full text-left">
        <thead className="text-[12px] text-fg-3">
          <tr>
            <th className="py-1 font-normal">{t('rules.classifier.label')}</th>
            <th className="py-1 font-normal">{t('rules.classifier.decided')}</th>
            <th className="py-1 font-normal">{t('rules.classifier.flag')}</th>
            <th className="py-1 font-normal">{t('rules.classifier.hold')}</th>
          </tr>
        </thead>
        <tbody>
          {REASON_CODES.map((label) => {
            const name = t(labelKey(label));
            const figures = figuresOf.get(label);
            const cell = (field: Field) => (
              <td className="py-1 pr-3 align-top">
                <div className="flex items-start gap-2">
                  <TextField
                    className="w-24"
                    label={t(`rules.classifier.${field}At`, { label: name })}
                    hideLabel
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    step={0.1}
                    placeholder={t('rules.classifier.off')}
                    value={draft[label][field]}
                    onChange={(e) => change(label, field, e.target.value)}
                    error={errorText(label, field)}
                  />
                  <span className="pt-2 text-fg-2 tabular-nums" data-testid={`dry-${label}-${field}`}>
                    {figures ? would(figures[field]) : ''}
                  </span>
                </div>
              </td>
            );
            return (
              <tr key={label} className="border-t border-line">
                <th scope="row" className="py-1 pr-3 font-normal text-fg">
                  {name}
                </th>
                <td className="py-1 pr-3 tabular-nums text-fg-2">{figures?.decided ?? ''}</td>
                {cell('flag')}
                {cell('hold')}
              </tr>
            );
          })}
        </tbody>
      </table>
      {refusal && (
        <p role="alert" className="text-danger">
          {refusal}
        </p>
      )}
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import { ErrorState, Panel } from '../../stats/panel';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { saveShare, useReviewSettings, type ReviewSettings } from './second-review-leads-api';

/** Percent with at most two decimals, 0 to 100: what the server takes. */
const validShare = (text: string) => /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100;

/**
 * The share typed, starting from the one read (the editor is drawn afresh for each version). Null:
 * still reading — drawn disabled at its full size, so the screen does not shift when it arrives.
 */
function ShareEditor({
  data,
  onSaved,
}: {
  data: ReviewSettings | null;
  onSaved: (s: ReviewSettings) => Promise<unknown>;
}) {
  const { t, locale } = useT();
  const [text, setText] = useState(data ? String(data.sharePercent) : '');
  const [busy, setBusy] = useState(false);
  const valid = validShare(text);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || !data) return;
    setBusy(true);
    try {
      await onSaved(await saveShare({ sharePercent: Number(text), expectedVersion: data.version }));
      showToast('success', t('secondReviewLeads.shareSaved'));
    } catch {
      // Toasted by the call.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-start gap-3">
      <TextField
        label={t('secondReviewLeads.sharePercent')}
        inputMode="decimal"
        value={text}
        disabled={!data}
        error={valid || !data ? undefined : t('secondReviewLeads.shareError')}
        hint={
          !data
            ? '\u00a0'
            : data.updatedBy
              ? t('secondReviewLeads.shareSetBy', { by: data.updatedBy, at: formatDateTime(data.updatedAt, locale) })
              : t('secondReviewLeads.shareDefault')
        }
        onChange={(e) => setText(e.target.value)}
        className="w-64"
      />
      <Button type="submit" variant="primary" className="mt-6" disabled={!data || !valid || busy}>
        {t('secondReviewLeads.save')}
      </Button>
    </form>
  );
}

/** The share of each moderator's decisions sampled for second review, saved at the version read. */
export function ShareForm() {
  const { t } = useT();
  const { data, error, mutate } = useReviewSettings();
  return (
    <Panel title={t('secondReviewLeads.share')}>
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : (
        <ShareEditor
          key={data?.version ?? 'reading'}
          data={data ?? null}
          onSaved={(saved) => mutate(saved, { revalidate: false })}
        />
      )}
    </Panel>
  );
}

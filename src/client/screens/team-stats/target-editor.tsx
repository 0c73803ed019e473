import { useState, type FormEvent } from 'react';
import { TARGET_MINUTES_MAX, TARGET_MINUTES_MIN } from '#contract/api/team-stats-kinds';
import type { TeamTargets } from './team-stats-api';
import { useT } from '../../i18n/use-t';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useSaveTarget } from './team-stats-api';

type QueueStand = TeamTargets['queues'][number];

/** Minutes typed for a queue's target; saved at the version read (a stale one is refused and toasted by the fetcher). */
export function TargetEditor({ stand, onDone }: { stand: QueueStand; onDone: () => void }) {
  const { t } = useT();
  const save = useSaveTarget();
  const [text, setText] = useState(String(stand.targetMinutes));
  const [busy, setBusy] = useState(false);
  const minutes = Number(text);
  const valid = /^\d+$/.test(text) && minutes >= TARGET_MINUTES_MIN && minutes <= TARGET_MINUTES_MAX;
  const queue = t(`teamStats.queue.${stand.queue}`);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      await save({ queue: stand.queue, targetMinutes: minutes, expectedVersion: stand.version });
      showToast('success', t('teamStats.saved', { queue }));
      onDone();
    } catch {
      // The fetcher has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex items-center gap-2">
      <TextField
        label={t('teamStats.targetMinutes', { queue })}
        hideLabel
        type="number"
        inputMode="numeric"
        min={TARGET_MINUTES_MIN}
        max={TARGET_MINUTES_MAX}
        value={text}
        autoFocus
        error={valid ? undefined : t('teamStats.targetError', { min: TARGET_MINUTES_MIN, max: TARGET_MINUTES_MAX })}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
        className="w-28"
      />
      <Button size="sm" variant="primary" type="submit" disabled={!valid || busy}>
        {t('teamStats.save')}
      </Button>
      <Button size="sm" onClick={onDone}>
        {t('teamStats.cancel')}
      </Button>
    </form>
  );
}

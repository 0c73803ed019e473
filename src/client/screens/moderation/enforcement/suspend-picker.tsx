import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useState, type KeyboardEvent } from 'react';
import { SUSPEND_MAX_DAYS, SUSPEND_PRESET_DAYS, SUSPEND_PRESET_HOURS } from '#contract/enforcement';
import { useT } from '#client/i18n/use-t';
import { Button } from '#client/ui/button';
import type { ItemAlso } from './queue-enforcement';

/** A suspension's length as the enforce call takes it. */
export type SuspendLength = { days: number } | { hours: number };

/**
 * The presets in key order: the days keep `1`–`4` (what moderators already press), the hours
 * follow on `5`–`7`.
 */
const PRESETS: readonly SuspendLength[] = [
  ...SUSPEND_PRESET_DAYS.map((days) => ({ days })),
  ...SUSPEND_PRESET_HOURS.map((hours) => ({ hours })),
];

/**
 * The length of a suspension: `1`–`4` pick 1, 3, 7 or 30 days, `5`–`7` 1, 6 or 12 hours, `c` a
 * custom number of days. It says what happens to the item it was opened on (its status). A modal,
 * so the queue's keys are quiet while it is open; Esc cancels.
 */
export function SuspendPicker({
  name,
  reason,
  also,
  hint,
  daysOnly = false,
  onPick,
  onCancel,
}: {
  name: string;
  reason: string | null;
  /** What else the call does: decide the item (disabled, REJECTED), finish the reports, or nothing. */
  also: ItemAlso;
  /** Says what the call does instead of `also` (a wave's authors). */
  hint?: string;
  /** Only lengths in days (the wave decision takes no hours). */
  daysOnly?: boolean;
  onPick: (length: SuspendLength) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [custom, setCustom] = useState<string | null>(null);
  const presets = daysOnly ? PRESETS.filter((p) => 'days' in p) : PRESETS;
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (custom !== null || e.ctrlKey || e.metaKey || e.altKey || e.nativeEvent.isComposing) return;
    const n = Number(e.key);
    const length = presets[n - 1];
    if (Number.isInteger(n) && length !== undefined) {
      e.preventDefault();
      onPick(length);
    } else if (e.key === 'c') {
      e.preventDefault();
      setCustom('');
    }
  };
  const label = (length: SuspendLength) =>
    'hours' in length
      ? t('enf.picker.hours', { n: length.hours })
      : length.days === 1
        ? t('enf.picker.day')
        : t('enf.picker.days', { n: length.days });
  const customDays = Number(custom);
  const customOk = custom !== null && Number.isInteger(customDays) && customDays >= 1 && customDays <= SUSPEND_MAX_DAYS;
  return (
    <Dialog open onClose={onCancel} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel
          onKeyDown={onKey}
          className="w-full max-w-[420px] rounded-xl border border-line bg-raised p-6 shadow-2xl"
        >
          <DialogTitle className="text-base font-semibold text-fg">{t('enf.picker.title', { name })}</DialogTitle>
          <Description className="mt-2 text-[13px] text-fg-2">
            {hint ??
              t(
                also === 'disable'
                  ? 'enf.picker.hint'
                  : also === 'reports'
                    ? 'enf.picker.hintReports'
                    : 'enf.picker.hintPlain',
              )}
          </Description>
          {reason && <p className="mt-1 text-[13px] text-fg-3">{t('enf.picker.reason', { reason })}</p>}
          <div className="mt-4 grid grid-cols-2 gap-2">
            {presets.map((length, i) => (
              <Button key={label(length)} autoFocus={i === 0} onClick={() => onPick(length)}>
                <kbd className="rounded border border-line px-1 text-[11px] text-fg-3">{i + 1}</kbd>
                {label(length)}
              </Button>
            ))}
          </div>
          {custom === null ? (
            <Button className="mt-2 w-full" variant="text" onClick={() => setCustom('')}>
              <kbd className="rounded border border-line px-1 text-[11px] text-fg-3">c</kbd>
              {t('enf.picker.custom')}
            </Button>
          ) : (
            <form
              className="mt-3 flex items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (customOk) onPick({ days: customDays });
              }}
            >
              <label className="flex-1 text-[13px] text-fg-2">
                {t('enf.picker.customLabel')}
                <input
                  autoFocus
                  inputMode="numeric"
                  value={custom}
                  onChange={(e) => setCustom(e.target.value.replace(/\D/g, ''))}
                  className="mt-1 h-9 w-full rounded-md border border-line bg-surface px-3 text-sm text-fg outline-none focus:border-primary"
                />
              </label>
              <Button type="submit" variant="primary" disabled={!customOk}>
                {t('enf.picker.go')}
              </Button>
            </form>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

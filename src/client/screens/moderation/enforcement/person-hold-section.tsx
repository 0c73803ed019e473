import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { call } from '#client/api/fetcher';
import { dayStartIso } from '#client/i18n/business-zone';
import { formatDateTime } from '#client/i18n/format';
import { useT } from '#client/i18n/use-t';
import { addDays, todayIn } from '#client/stats/dates';
import { Button } from '#client/ui/button';

const holdKey = (accountId: number) => ['/admins/account/hold-get', accountId] as const;

/**
 * The date input's value for `days` from today, on the business calendar: the day picked is the
 * day the hold is then shown to end on, here and on every screen.
 */
function dayFromNow(days: number): string {
  return addDays(todayIn(), days);
}

/**
 * "Hold everything from this person" until a date, in the author drawer (the queue opens it with
 * `u`): whatever the account writes meanwhile waits for a moderator, whichever app or script
 * writes it. The hold in force shows with its end and who set it, and can be lifted.
 */
export function PersonHoldSection({ accountId }: { accountId: number }) {
  const { t, locale } = useT();
  const { data, mutate } = useSWR(holdKey(accountId), () => call('/admins/account/hold-get', { accountId }));
  const [until, setUntil] = useState(dayFromNow(3));
  const [busy, setBusy] = useState(false);
  const hold = data?.hold ?? null;

  const run = async (act: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await act();
      await mutate();
    } catch {
      // The fetcher has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The last second of the chosen day in the business time zone, the clock the end is shown on
    // (the browser's midnight would read as a day later, or earlier, wherever the two differ).
    const nextDay = dayStartIso(until, 1);
    if (!nextDay) return;
    const end = new Date(Date.parse(nextDay) - 1000);
    void run(() => call('/admins/account/hold', { accountId, until: end.toISOString() }));
  };

  return (
    <section aria-label={t('enf.hold.title')}>
      <h3 className="mb-1.5 text-[12px] font-medium text-fg-3">{t('enf.hold.title')}</h3>
      {hold ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-warning">
            {t('enf.hold.active', { until: formatDateTime(hold.until, locale) })}
          </span>
          {hold.createdByName && <span className="text-fg-3">{hold.createdByName}</span>}
          <Button
            size="sm"
            disabled={busy}
            onClick={() => void run(() => call('/admins/account/hold-lift', { accountId }))}
          >
            {t('enf.hold.lift')}
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <label className="text-[12px] text-fg-3">
            {t('enf.hold.until')}
            <input
              type="date"
              value={until}
              min={dayFromNow(0)}
              onChange={(e) => setUntil(e.target.value)}
              className="mt-1 block rounded-md border border-line bg-surface px-2 py-1 text-[13px] text-fg outline-none focus:border-primary"
            />
          </label>
          <Button type="submit" size="sm" disabled={busy || until === ''}>
            {t('enf.hold.set')}
          </Button>
          <p className="w-full text-[12px] text-fg-3">{t('enf.hold.hint')}</p>
        </form>
      )}
    </section>
  );
}

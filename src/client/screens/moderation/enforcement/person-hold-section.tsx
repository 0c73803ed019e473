import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { call } from '#client/api/fetcher';
import { formatDateTime } from '#client/i18n/format';
import { useT } from '#client/i18n/use-t';
import { Button } from '#client/ui/button';

const holdKey = (accountId: number) => ['/admins/account/hold-get', accountId] as const;

/** The date input's value for `days` from now, in the browser's calendar. */
function dayFromNow(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
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
    // The end of the chosen day in the moderator's own calendar.
    const end = new Date(`${until}T23:59:59`);
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

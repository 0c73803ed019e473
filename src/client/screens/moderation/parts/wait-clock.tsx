import { useEffect, useState } from 'react';
import { useT } from '#client/i18n/use-t';

/** The clock moves on this often: it counts minutes, so a tick a minute would be late by up to one. */
const TICK_MS = 15_000;

type T = ReturnType<typeof useT>['t'];

/** A wait in its two largest units ("45 min", "2 h 30 min", "3 d 4 h"). */
function waitText(minutes: number, t: T): string {
  if (minutes < 60) return t('mod.clock.m', { m: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60 === 0 ? t('mod.clock.h', { h: hours }) : t('mod.clock.hm', { h: hours, m: minutes % 60 });
  return hours % 24 === 0
    ? t('mod.clock.d', { d: hours / 24 })
    : t('mod.clock.dh', { d: Math.floor(hours / 24), h: hours % 24 });
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(tick);
  }, []);
  return now;
}

/**
 * How long the item under the cursor has waited (since it entered the queue), against its queue's
 * target from team statistics; past the target it turns to the warning colour and says so in
 * words, so it is not told by colour alone.
 */
export function WaitClock({ since, targetMinutes }: { since: string; targetMinutes: number | null }) {
  const { t } = useT();
  const now = useNow();
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const late = targetMinutes !== null && minutes > targetMinutes;
  const waited = waitText(minutes, t);
  return (
    <span data-wait-clock data-late={late || undefined} className={late ? 'font-medium text-warning' : 'text-fg-3'}>
      {targetMinutes === null
        ? t('mod.clock.waited', { waited })
        : t(late ? 'mod.clock.late' : 'mod.clock.waitedOf', { waited, target: waitText(targetMinutes, t) })}
    </span>
  );
}

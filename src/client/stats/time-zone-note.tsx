import { useEffect } from 'react';
import { useT } from '../i18n/use-t';
import { knownBusinessZone, noteBusinessZone } from './dates';

/** The server's default business time zone (config.ts): the likeliest width of the line to come. */
const PLACEHOLDER_ZONE = 'Asia/Shanghai';

/** Every day and bucket on a stats screen is one of the business time zone: say which (and remember it for default days). */
export function TimeZoneNote({ timeZone, className = '' }: { timeZone: string | undefined; className?: string }) {
  const { t } = useT();
  useEffect(() => {
    if (timeZone) noteBusinessZone(timeZone);
  }, [timeZone]);
  // Before the reply, the zone last stated (or a stand-in, unseen) keeps the note's place. Not the
  // browser's own zone: the first Intl.DateTimeFormat of a page loads the time-zone data, the
  // costliest step of a stats screen's first render (~30 ms; ~120 ms on a slow phone).
  const zone = timeZone ?? knownBusinessZone();
  return (
    <p className={`text-xs text-fg-3 ${zone ? '' : 'invisible'} ${className}`}>
      {t('stats.timeZone', { zone: zone ?? PLACEHOLDER_ZONE })}
    </p>
  );
}

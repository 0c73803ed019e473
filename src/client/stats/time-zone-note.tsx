import { useEffect } from 'react';
import { useT } from '../i18n/use-t';
import { knownBusinessZone, noteBusinessZone } from './dates';

/** Every day and bucket on a stats screen is one of the business time zone: say which (and remember it for default days). */
export function TimeZoneNote({ timeZone, className = '' }: { timeZone: string | undefined; className?: string }) {
  const { t } = useT();
  useEffect(() => {
    if (timeZone) noteBusinessZone(timeZone);
  }, [timeZone]);
  // Before the reply, the zone last stated (or the browser's, unseen) keeps the note's place.
  const zone = timeZone ?? knownBusinessZone();
  return (
    <p className={`text-xs text-fg-3 ${zone ? '' : 'invisible'} ${className}`}>
      {t('stats.timeZone', { zone: zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone })}
    </p>
  );
}

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
  // Before the reply, the zone the page or the last reply stated (or, served without either, a
  // stand-in, unseen) keeps the note's place. Never the browser's own zone: it may not be the
  // business one.
  const zone = timeZone ?? knownBusinessZone();
  return (
    <p className={`text-xs text-fg-3 ${zone ? '' : 'invisible'} ${className}`}>
      {t('stats.timeZone', { zone: zone ?? PLACEHOLDER_ZONE })}
    </p>
  );
}

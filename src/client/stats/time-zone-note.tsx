import { useEffect } from 'react';
import { useT } from '../i18n/use-t';
import { noteBusinessZone } from './dates';

/** Every day and bucket on a stats screen is one of the business time zone: say which (and remember it for default days). */
export function TimeZoneNote({ timeZone }: { timeZone: string | undefined }) {
  const { t } = useT();
  useEffect(() => {
    if (timeZone) noteBusinessZone(timeZone);
  }, [timeZone]);
  if (!timeZone) return null;
  return <p className="text-xs text-fg-3">{t('stats.timeZone', { zone: timeZone })}</p>;
}

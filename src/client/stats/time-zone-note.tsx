import { useT } from '../i18n/use-t';

/** Every day and bucket on a stats screen is one of the business time zone: say which. */
export function TimeZoneNote({ timeZone }: { timeZone: string | undefined }) {
  const { t } = useT();
  if (!timeZone) return null;
  return <p className="text-xs text-fg-3">{t('stats.timeZone', { zone: timeZone })}</p>;
}

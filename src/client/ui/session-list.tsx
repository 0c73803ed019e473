import type { AdminSession } from '#contract/api/admin-users';
import { formatDateTime } from '../i18n/format';
import { useT } from '../i18n/use-t';
import { Button } from './button';

/** Sessions of an admin (or your own): where and when, with a revoke button on the live ones. */
export function SessionList({
  sessions,
  onRevoke,
  busy,
}: {
  sessions: readonly AdminSession[];
  onRevoke: (s: AdminSession) => void;
  busy: boolean;
}) {
  const { t, locale } = useT();
  if (sessions.length === 0) return <p className="text-[13px] text-fg-3">{t('ops.sessions.none')}</p>;
  return (
    <ul aria-label={t('ops.sessions.title')} className="flex flex-col divide-y divide-line">
      {sessions.map((s) => (
        <li key={s.id} className="flex items-start justify-between gap-3 py-2.5 text-[13px]">
          <div className="min-w-0">
            <p className="text-fg">
              {s.ip || t('common.none')} · {t(`role.${s.activeRole}`)}
              {s.current && (
                <span className="ml-2 rounded bg-primary-soft px-1.5 text-xs text-primary">
                  {t('ops.sessions.current')}
                </span>
              )}
              {s.state !== 'ACTIVE' && (
                <span className="ml-2 text-xs text-fg-3">{t(`ops.sessions.state.${s.state}`)}</span>
              )}
            </p>
            <p className="truncate text-xs text-fg-3" title={s.userAgent}>
              {s.userAgent}
            </p>
            <p className="text-xs text-fg-3">
              {t('ops.sessions.times', {
                created: formatDateTime(s.createdAt, locale),
                seen: formatDateTime(s.lastSeenAt, locale),
              })}
            </p>
          </div>
          {s.state === 'ACTIVE' && !s.current && (
            // Beside a long user agent the label stays on one line (in Chinese it broke between its two characters).
            <Button
              size="sm"
              variant="secondary"
              className="shrink-0 whitespace-nowrap"
              disabled={busy}
              onClick={() => onRevoke(s)}
              aria-label={t('ops.sessions.revokeOne', { ip: s.ip })}
            >
              {t('ops.sessions.revoke')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

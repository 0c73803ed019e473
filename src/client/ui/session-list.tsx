import { useState } from 'react';
import type { AdminSession } from '#contract/api/admin-users';
import { formatDateTime } from '../i18n/format';
import type { Translate } from '../i18n/message-key';
import { useT } from '../i18n/use-t';
import { Button } from './button';
import { parseUserAgent } from './user-agent';

/** Sessions shown before "show all": an admin who logs in from scripts can have dozens. */
const PREVIEW = 5;

/** "Chrome 156 on Linux"; the raw string when nothing in it is known. */
function deviceName(userAgent: string, t: Translate): string {
  const { browser, os } = parseUserAgent(userAgent);
  if (browser && os) return t('ops.sessions.device', { browser, os });
  if (browser) return browser;
  if (os) return t('ops.sessions.onSystem', { os });
  return userAgent || t('ops.sessions.unknownDevice');
}

/**
 * Sessions of an admin (or your own): what and where, with a revoke button on the live ones.
 * This session comes first, then the most recently used (the server's order); the rest wait
 * behind "show all".
 */
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
  const [all, setAll] = useState(false);
  if (sessions.length === 0) return <p className="text-[13px] text-fg-3">{t('ops.sessions.none')}</p>;
  const ordered = [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
  // Hiding a single one would save no room.
  const cut = ordered.length > PREVIEW + 1;
  const shown = cut && !all ? ordered.slice(0, PREVIEW) : ordered;
  return (
    <div className="flex flex-col gap-1">
      <ul aria-label={t('ops.sessions.title')} className="flex flex-col divide-y divide-line">
        {shown.map((s) => {
          const device = deviceName(s.userAgent, t);
          return (
            <li key={s.id} className="flex items-start justify-between gap-3 py-2.5 text-[13px]">
              <div className="min-w-0">
                <p className="flex min-w-0 items-center text-fg">
                  <span className="truncate" title={s.userAgent}>
                    {device}
                  </span>
                  {s.current && (
                    <span className="ml-2 shrink-0 rounded bg-primary-soft px-1.5 text-xs text-primary">
                      {t('ops.sessions.current')}
                    </span>
                  )}
                  {s.state !== 'ACTIVE' && (
                    <span className="ml-2 shrink-0 text-xs text-fg-3">{t(`ops.sessions.state.${s.state}`)}</span>
                  )}
                </p>
                <p className="text-xs text-fg-3">
                  {s.ip || t('common.none')} · {t(`role.${s.activeRole}`)}
                </p>
                <p className="text-xs text-fg-3">
                  {t('ops.sessions.times', {
                    created: formatDateTime(s.createdAt, locale),
                    seen: formatDateTime(s.lastSeenAt, locale),
                  })}
                </p>
              </div>
              {s.state === 'ACTIVE' && !s.current && (
                // Beside a long device name the label stays on one line (in Chinese it broke between its two characters).
                <Button
                  size="sm"
                  variant="secondary"
                  className="shrink-0 whitespace-nowrap"
                  disabled={busy}
                  onClick={() => onRevoke(s)}
                  aria-label={t('ops.sessions.revokeOne', { device, ip: s.ip })}
                >
                  {t('ops.sessions.revoke')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {cut && (
        <Button
          size="sm"
          variant="text"
          className="-ml-2.5 self-start"
          aria-expanded={all}
          onClick={() => setAll((x) => !x)}
        >
          {all ? t('ops.sessions.showFewer') : t('ops.sessions.showAll', { count: ordered.length })}
        </Button>
      )}
    </div>
  );
}

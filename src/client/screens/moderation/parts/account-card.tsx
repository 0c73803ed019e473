import type { AccountRow } from '#contract/api/moderation-rows';
import { mediaUrl } from '#client/api/media-url';
import { useT } from '#client/i18n/use-t';
import { AccountStandingBadge, AuditBadge, Badge, EnabledBadge } from './badges';

/** An account: avatar, name, state and flags (large in the queue, one line in the table). */
export function AccountCard({ row, compact = false }: { row: AccountRow; compact?: boolean }) {
  const { t } = useT();
  if (compact) {
    return (
      // The badges go under the name when the cell is too narrow for both (a phone), rather than
      // cutting the name to a letter or two.
      <span className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5">
        <span className="flex min-w-0 max-w-full items-center gap-1.5">
          <img src={mediaUrl(row.avatarUrl)} alt="" className="size-5 shrink-0 rounded-full bg-fill" />
          <span className="truncate">{row.nickname}</span>
        </span>
        {row.vip && <Badge tone="info" text={t('mod.vip')} />}
        {row.certified && <Badge tone="good" text={t('mod.certified')} />}
      </span>
    );
  }
  return (
    <div className="flex items-start gap-4">
      <img src={mediaUrl(row.avatarUrl)} alt="" className="size-16 shrink-0 rounded-full bg-fill" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="text-[18px] font-semibold text-fg">
          {row.nickname} <span className="text-[13px] font-normal text-fg-3">#{row.id}</span>
        </p>
        <p className="flex flex-wrap gap-1.5">
          <AccountStandingBadge status={row.status} suspendedUntil={row.suspendedUntil} />
          <AuditBadge status={row.auditStatus} />
          <EnabledBadge enabled={row.enabled} />
          {row.vip && <Badge tone="info" text={t('mod.vip')} />}
          {row.certified && <Badge tone="good" text={t('mod.certified')} />}
        </p>
        <p className="text-[13px] text-fg-2">
          {t('mod.account.line', {
            phone: row.phone,
            source: row.source,
            moments: row.momentCount,
            reports: row.reportCount,
          })}
        </p>
      </div>
    </div>
  );
}

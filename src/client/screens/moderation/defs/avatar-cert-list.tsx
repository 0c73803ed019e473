import type { AvatarCertRow } from '#contract/api/moderation-rows';
import { t } from '#client/i18n/i18n';
import type { EntityDef } from '../entity-def';
import { ModerationScreen } from '../moderation-screen';
import { AuditBadge } from '../parts/badges';
import { AuthorChip } from '../parts/author-chip';
import { PictureView } from '../parts/media-view';
import { authorColumn, createdColumn, idColumn } from './common-columns';
import { commonFilters } from './common-filters';
import { queueSource } from '../api/entity-source';

/** The submitted avatar and the selfie side by side: the decision is whether they are one person. */
function Pair({ row, size }: { row: AvatarCertRow; size: 'sm' | 'md' | 'lg' }) {
  return (
    <div className="flex items-start gap-4">
      <PictureView rowId={row.id} url={row.avatarUrl} label={t('mod.cert.avatar')} size={size} />
      <PictureView rowId={row.id} url={row.selfieUrl} label={t('mod.cert.selfie')} size={size} />
    </div>
  );
}

function Card({ row, compact = false }: { row: AvatarCertRow; compact?: boolean }) {
  if (compact) return <AuthorChip author={row.author} />;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2 text-[13px]">
        <AuthorChip author={row.author} large />
        <AuditBadge status={row.auditStatus} />
      </div>
      <Pair row={row} size="lg" />
    </div>
  );
}

export const avatarCertDef: EntityDef<AvatarCertRow> = {
  ...queueSource('avatar_cert'),
  columns: [
    idColumn(),
    authorColumn(),
    { id: 'pair', title: 'mod.col.pair', width: '12rem', render: (r) => <Pair row={r} size="sm" /> },
    { id: 'state', title: 'mod.col.state', width: '8rem', render: (r) => <AuditBadge status={r.auditStatus} /> },
    createdColumn(),
  ],
  filters: commonFilters.filter((f) => f.name !== 'enabled'),
  actions: ['approve', 'reject'],
  accountOf: (r) => r.accountId,
  card: (r, compact) => <Card row={r} compact={compact} />,
  detail: (r) => <Card row={r} />,
};

export default function AvatarCertListScreen() {
  return <ModerationScreen def={avatarCertDef} />;
}

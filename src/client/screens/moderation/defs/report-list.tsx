import type { ReportRow } from '#contract/api/moderation-rows';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '#contract/entities';
import { t } from '#client/i18n/i18n';
import type { FilterDef } from '#client/ui/list/filter-def';
import type { EntityDef } from '../entity-def';
import { ModerationScreen } from '../moderation-screen';
import { ReportStatusBadge } from '../parts/badges';
import { AuthorChip } from '../parts/author-chip';
import { TargetPreviewView } from '../parts/target-preview';
import { createdColumn, idColumn } from './common-columns';
import { queueSource } from '../api/entity-source';
import { LINKABLE_KINDS, type LinkableKind } from '#contract/enforcement';

const isLinkable = (type: string): type is LinkableKind => (LINKABLE_KINDS as readonly string[]).includes(type);

const filters: readonly FilterDef[] = [
  { name: 'text', label: 'mod.filter.text', kind: 'text' },
  { name: 'id', label: 'mod.filter.id', kind: 'id' },
  {
    name: 'status',
    label: 'mod.filter.reportStatus',
    kind: 'select',
    options: REPORT_STATUSES.map((s) => ({ value: s, label: `mod.report.${s}` as const })),
  },
  {
    name: 'reason',
    label: 'mod.filter.reason',
    kind: 'select',
    options: REPORT_REASONS.map((r) => ({ value: r, label: `mod.reportReason.${r}` as const })),
  },
  {
    name: 'targetType',
    label: 'mod.filter.targetType',
    kind: 'select',
    options: REPORT_TARGET_TYPES.map((k) => ({ value: k, label: `mod.target.${k}` as const })),
  },
  { name: 'accountId', label: 'mod.filter.reporterId', kind: 'id' },
  { name: 'createdFrom', label: 'mod.filter.createdFrom', kind: 'date' },
  { name: 'createdTo', label: 'mod.filter.createdTo', kind: 'date' },
];

/** "Part of a report wave: 12 reports from 11 new accounts in 4 min" — said in words, not a colour. */
function WaveLine({ row }: { row: ReportRow }) {
  const wave = row.reportWave;
  if (!wave) return null;
  return (
    <p
      data-report-wave
      className="rounded-md border border-warning/40 bg-warning/10 px-2 py-1 text-[13px] font-medium text-fg"
    >
      {t('mod.report.wave', { reports: wave.reports, accounts: wave.accounts, minutes: wave.minutes })}
    </p>
  );
}

function Card({ row, compact = false }: { row: ReportRow; compact?: boolean }) {
  if (compact) {
    return (
      <span className="flex min-w-0 items-center gap-2">
        {row.reportWave && <span className="shrink-0 font-medium">{t('mod.report.waveShort')}</span>}
        <span className="shrink-0 font-medium">{t(`mod.reportReason.${row.reason}`)}</span>
        <span className="shrink-0 text-fg-3">{t(`mod.target.${row.target.type}`)}</span>
        <span className="min-w-0 truncate">{row.target.snippet}</span>
      </span>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-[13px]">
        <ReportStatusBadge status={row.status} result={row.result} />
        <span className="font-medium text-fg">{t(`mod.reportReason.${row.reason}`)}</span>
        <span className="text-fg-3">{t('mod.report.by')}</span>
        <AuthorChip author={row.reporter} />
      </div>
      <WaveLine row={row} />
      {row.detail && <p className="whitespace-pre-wrap text-fg-2">{row.detail}</p>}
      <TargetPreviewView rowId={row.id} target={row.target} large />
      {row.note && <p className="text-[13px] text-fg-3">{t('mod.report.note', { note: row.note })}</p>}
      {row.standingReportId != null && (
        <p className="text-[13px] text-fg-3">{t('mod.report.standing', { id: row.standingReportId })}</p>
      )}
    </div>
  );
}

/** Reports show what they point at inline: the decision needs the target, not a second screen. */
export const reportDef: EntityDef<ReportRow> = {
  ...queueSource('report'),
  columns: [
    idColumn(),
    {
      id: 'reason',
      title: 'mod.col.reason',
      width: '10rem',
      render: (r) => (
        <span className="flex flex-col gap-0.5">
          <span className="font-medium">{t(`mod.reportReason.${r.reason}`)}</span>
          {r.detail && <span className="line-clamp-3 text-[12px] text-fg-3">{r.detail}</span>}
        </span>
      ),
    },
    { id: 'target', title: 'mod.col.target', render: (r) => <TargetPreviewView rowId={r.id} target={r.target} /> },
    {
      id: 'reporter',
      title: 'mod.col.reporter',
      width: '11rem',
      defaultHidden: true,
      render: (r) => <AuthorChip author={r.reporter} />,
    },
    {
      id: 'status',
      title: 'mod.col.state',
      width: '8rem',
      render: (r) => <ReportStatusBadge status={r.status} result={r.result} />,
    },
    createdColumn(),
  ],
  filters,
  actions: ['finishValid', 'finishInvalid', 'disableTargetFinish', 'reopen'],
  accountOf: (r) => r.target.accountId ?? r.reporterId,
  reported: (r) =>
    r.target.accountId === null
      ? null
      : {
          accountId: r.target.accountId,
          content: isLinkable(r.targetType) ? { kind: r.targetType, id: r.targetId } : null,
        },
  // Reports against the same target are one decision: each is finished and logged.
  groupOf: (r) => `${r.targetType}:${r.targetId}`,
  groupLine: (r) => (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
      <span className="font-medium text-fg">{t(`mod.reportReason.${r.reason}`)}</span>
      <span className="text-fg-3">{t('mod.report.by')}</span>
      <AuthorChip author={r.reporter} />
      {r.detail && <span className="min-w-0 basis-full truncate text-fg-3">{r.detail}</span>}
    </span>
  ),
  card: (r, compact) => <Card row={r} compact={compact} />,
  detail: (r) => <Card row={r} />,
};

export default function ReportListScreen() {
  return <ModerationScreen def={reportDef} />;
}

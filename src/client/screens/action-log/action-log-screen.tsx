import { useState } from 'react';
import { AREA_ROLES } from '#contract/access';
import { ACTION_TARGET_TYPES } from '#contract/action-codes';
import type { ActionLogEntry } from '#contract/api/action-log';
import { formatDateTime } from '../../i18n/format';
import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/message-key';
import { CommandKeys } from '../../commands/shortcut-keys';
import { useScreenQuery } from '../../ui/screen-query';
import { useRowCursor } from '../../commands/use-row-cursor';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/list/column';
import { DataTable, placeholderRows } from '../../ui/list/data-table';
import { ListScreen } from '../../ui/list/list-screen';
import { DetailPane } from '../../ui/list/detail-pane';
import type { FilterDef } from '../../ui/list/filter-def';
import { pageOf } from '../../ui/list/pagination';
import { ActionLogDetail, ActionName } from './action-log-detail';
import {
  exportActionLog,
  logFilters,
  targetText,
  useActionLog,
  verifyActionLogChain,
  type ChainReport,
} from './action-log-api';
import { useLatest } from '../../ui/use-latest';
import { refusedFilter } from '../../ui/list/list-read';
import { useUnparsedFilter } from '../../ui/list/unparsed-filter';
import { ViewsMenu } from '../../saved-views/views-menu';

const SCREEN = 'ActionLog';
const GROUP: MessageKey = 'actionLog.group';
const FILTERS: readonly FilterDef[] = [
  { name: 'action', label: 'actionLog.filter.action', kind: 'text' },
  { name: 'adminId', label: 'actionLog.filter.adminId', kind: 'id' },
  {
    name: 'targetType',
    label: 'actionLog.filter.targetType',
    kind: 'select',
    options: ACTION_TARGET_TYPES.map((type) => ({ value: type, label: `actionLog.target.${type}` as const })),
  },
  // A string in the contract (a target may be named by a path), not an id to check.
  { name: 'targetId', label: 'actionLog.filter.targetId', kind: 'text' },
  { name: 'from', label: 'actionLog.filter.from', kind: 'date' },
  { name: 'to', label: 'actionLog.filter.to', kind: 'date' },
];

/** /admin-center/action-log (ADMIN_ROOT): the append-only log, filtered, in full, and as CSV. */
export default function ActionLogScreen() {
  const { t, locale } = useT();
  const { query } = useScreenQuery();
  const { page, pageSize } = pageOf(query);
  const filters = logFilters(query);
  // A filter that does not parse reads nothing; one the server refused is said under its field too,
  // with no rows left from the filter before.
  const unparsed = useUnparsedFilter(FILTERS);
  const { data, error } = useActionLog(
    unparsed ? null : { page, pageSize, filters, sort: { field: 'id', order: 'desc' } },
  );
  const refused = unparsed ?? refusedFilter(error);
  const rows = refused ? [] : (data?.list ?? []);
  const [open, setOpen] = useState<ActionLogEntry | null>(null);
  const [exporting, setExporting] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const live = useLatest({ filters, open });

  async function runExport() {
    setExporting(true);
    try {
      const { rows: n, truncated } = await exportActionLog(live.current.filters);
      showToast(
        truncated ? 'info' : 'success',
        t(truncated ? 'actionLog.export.truncated' : 'actionLog.export.done', { rows: n }),
      );
    } catch {
      // The fetcher toasted why.
    } finally {
      setExporting(false);
    }
  }

  async function runVerify() {
    setVerifying(true);
    try {
      const report = await verifyActionLogChain();
      if (report.ok) showToast('success', t('actionLog.verify.ok', verifiedWords(report)));
      else if (report.problem)
        showToast(
          'error',
          t(`actionLog.verify.${report.problem.kind}`, { id: report.problem.id ?? '', seq: report.problem.seq ?? '' }),
        );
    } catch {
      // The fetcher toasted why.
    } finally {
      setVerifying(false);
    }
  }

  const table = useRowCursor({
    id: 'actionLog',
    screen: SCREEN,
    roles: AREA_ROLES.adminUsers,
    group: GROUP,
    rows,
    rowKey: (e) => e.id,
    onOpen: setOpen,
    extra: () => [
      {
        id: 'actionLog.export',
        title: 'actionLog.cmd.export',
        group: GROUP,
        shortcut: 'shift+e',
        keywords: ['csv', 'export', '导出'],
        when: { screen: SCREEN, roles: AREA_ROLES.adminUsers },
        run: () => void runExport(),
      },
      {
        id: 'actionLog.verify',
        title: 'actionLog.cmd.verify',
        group: GROUP,
        keywords: ['hash', 'chain', 'tamper', 'verify', '校验', '篡改'],
        when: { screen: SCREEN, roles: AREA_ROLES.adminUsers },
        run: () => void runVerify(),
      },
      {
        id: 'actionLog.close',
        title: 'actionLog.cmd.close',
        group: GROUP,
        shortcut: 'escape',
        hideInPalette: true,
        when: { screen: SCREEN },
        enabled: () => live.current.open !== null,
        run: () => setOpen(null),
      },
    ],
  });

  const columns: Column<ActionLogEntry>[] = [
    { id: 'at', title: 'actionLog.field.at', width: '11rem', render: (e) => formatDateTime(e.at, locale) },
    { id: 'admin', title: 'actionLog.field.admin', width: '8rem', render: (e) => e.adminUsername || t('common.none') },
    {
      id: 'action',
      title: 'actionLog.field.action',
      render: (e) => (
        <span>
          <ActionName entry={e} />
          {e.repeats > 1 && (
            <span className="ml-1 text-fg-2" title={t('actionLog.field.repeats', { count: e.repeats })}>
              ×{e.repeats}
            </span>
          )}
        </span>
      ),
    },
    { id: 'target', title: 'actionLog.field.target', render: (e) => targetText(e, t) },
    { id: 'reason', title: 'actionLog.field.reason', render: (e) => e.reason ?? '' },
    { id: 'ip', title: 'actionLog.field.ip', width: '8rem', defaultHidden: true, render: (e) => e.ip },
  ];

  return (
    <ListScreen
      filters={FILTERS}
      tools={
        <>
          <ViewsMenu list="ActionLog" tableId="action-log" />
          <Button size="sm" disabled={verifying} onClick={() => void runVerify()}>
            {t(verifying ? 'actionLog.verify.running' : 'actionLog.cmd.verify')}
          </Button>
          <Button size="sm" disabled={exporting} onClick={() => void runExport()}>
            {t(exporting ? 'actionLog.export.running' : 'actionLog.cmd.export')} <CommandKeys id="actionLog.export" />
          </Button>
        </>
      }
      tableMinWidth="820px"
      table={
        <DataTable
          tableId="action-log"
          label={t('actionLog.table.label')}
          rows={rows}
          columns={columns}
          {...table}
          loadingRows={placeholderRows(data, error ?? refused, pageSize)}
        />
      }
      counts={data}
      refused={refused}
      detail={
        open && (
          <DetailPane title={t('actionLog.detail.title', { id: open.id })} onClose={() => setOpen(null)} wide>
            <ActionLogDetail entry={open} />
          </DetailPane>
        )
      }
    />
  );
}

function verifiedWords(report: ChainReport) {
  return { rows: report.checkedRows, seq: report.head.seq, hash: report.head.hash.slice(0, 12) };
}

import { useState } from 'react';
import { AREA_ROLES } from '#contract/access';
import type { Rule } from '#contract/api/rules';
import { RULE_CONTENT_KINDS, type RuleContentKind } from '#contract/rules/rule-kinds';
import { useT } from '../../i18n/use-t';
import { CommandKeys } from '../../commands/shortcut-keys';
import { useScreenQuery } from '../../ui/screen-query';
import { useRowCursor } from '../../commands/use-row-cursor';
import { Button } from '../../ui/button';
import type { Column } from '../../ui/list/column';
import { DataTable, placeholderRows } from '../../ui/list/data-table';
import { ListScreen } from '../../ui/list/list-screen';
import type { FilterDef } from '../../ui/list/filter-def';
import { pageOf } from '../../ui/list/pagination';
import { refusedFilter } from '../../ui/list/list-read';
import { RuleFormDialog } from './rule-form-dialog';
import { useRuleList, type RuleListBody } from './rules-api';
import { precisionText } from './precision';
import { updatedDay } from './updated-day';
import { ClassifierPanel } from './classifier-panel';

const SCREEN = 'RuleList';
const FILTERS: readonly FilterDef[] = [
  { name: 'q', label: 'rules.filter.q', kind: 'text' },
  { name: 'enabled', label: 'rules.field.enabled', kind: 'boolean' },
];

/** /audit-center/rule-list (ADMIN_ROOT): watched terms and patterns, with their hit counts. */
export default function RuleListScreen() {
  const { t, locale } = useT();
  const { query } = useScreenQuery();
  const { page, pageSize } = pageOf(query);
  const q = (query.get('q') ?? '').trim();
  const enabled = query.get('enabled');
  const body: RuleListBody = {
    page,
    pageSize,
    filters: {
      ...(q ? { q } : {}),
      ...(enabled === 'true' || enabled === 'false' ? { enabled: enabled === 'true' } : {}),
    },
  };
  const { data, error } = useRuleList(body);
  const refused = refusedFilter(error);
  const rows = refused ? [] : (data?.list ?? []);
  const [editing, setEditing] = useState<Rule | 'new' | null>(null);
  const table = useRowCursor({
    id: 'rules',
    screen: SCREEN,
    roles: AREA_ROLES.rules,
    group: 'rules.group',
    rows,
    rowKey: (r) => r.id,
    onOpen: setEditing,
    extra: () => [
      {
        id: 'rules.create',
        title: 'rules.cmd.create',
        group: 'rules.group',
        shortcut: 'n',
        keywords: ['rule', 'term', 'regex', '规则', '敏感词'],
        when: { screen: SCREEN, roles: AREA_ROLES.rules },
        run: () => setEditing('new'),
      },
    ],
  });

  const columns: Column<Rule>[] = [
    {
      id: 'name',
      title: 'rules.field.name',
      fixed: true,
      width: '10rem',
      render: (r) => <span className="font-medium">{r.name}</span>,
    },
    {
      id: 'pattern',
      title: 'rules.field.pattern',
      // Cut to one line whatever its width (the title holds it all): it gives up room before a column does.
      minWidth: '10rem',
      render: (r) => (
        <span className="block truncate font-mono text-xs" title={r.pattern}>
          <span className="text-fg-3">{t(`rules.kind.${r.kind}`)} · </span>
          {r.kind === 'author' ? authorSummary(r, t) : [r.pattern, ...velocitySummary(r, t)].join(' · ')}
          {exceptionCount(r) > 0 && (
            <span className="text-fg-3">
              {' '}
              · {t(exceptionCount(r) === 1 ? 'rules.exceptionsOne' : 'rules.exceptionsCount', { n: exceptionCount(r) })}
            </span>
          )}
        </span>
      ),
    },
    { id: 'action', title: 'rules.field.action', width: '4rem', render: (r) => t(`rules.action.${r.action}`) },
    {
      id: 'kinds',
      title: 'rules.field.contentKinds',
      width: '7.5rem',
      render: (r) => {
        const all = r.contentKinds.map((k) => t(`rules.contentKind.${k}`)).join(', ');
        return (
          <span className="block text-fg-2" title={all}>
            {kindsSummary(r.contentKinds, t) ?? all}
          </span>
        );
      },
    },
    {
      id: 'hits',
      title: 'rules.field.hitCount',
      width: '4rem',
      render: (r) => <span className="tabular-nums">{r.hitCount}</span>,
    },
    {
      id: 'precision',
      title: 'rules.field.precision',
      hint: 'rules.precision.hint',
      width: '7rem',
      render: (r) => {
        const decided = r.decided.removed + r.decided.approved;
        if (r.precision === null || decided === 0)
          return (
            <span className="whitespace-nowrap text-xs text-fg-3" title={t('rules.precision.noDecidedHits')}>
              {t('rules.precision.noneDecided')}
            </span>
          );
        return (
          <span title={precisionText(r.precision, r.decided, t)}>
            <span className={`tabular-nums ${r.precision < 0.5 ? 'text-danger' : 'text-fg'}`}>
              {Math.round(r.precision * 100)}%
            </span>
            <span className="block whitespace-nowrap text-xs text-fg-3">
              {t(decided === 1 ? 'rules.precision.decidedHit' : 'rules.precision.decidedHits', { n: decided })}
            </span>
          </span>
        );
      },
    },
    {
      id: 'perDay',
      title: 'rules.field.hitsPerDay',
      width: '5rem',
      render: (r) => <span className="tabular-nums">{r.hitsPerDay}</span>,
    },
    {
      id: 'enabled',
      title: 'rules.field.enabled',
      width: '5rem',
      render: (r) => (
        <span className={r.enabled ? 'text-success' : 'text-fg-3'}>
          {t(r.enabled ? 'rules.enabled' : 'rules.disabled')}
        </span>
      ),
    },
    {
      id: 'updated',
      title: 'rules.field.updatedAt',
      width: '7.5rem',
      render: (r) => {
        const { day, full } = updatedDay(r.updatedAt, locale);
        return (
          <span className="whitespace-nowrap text-fg-2" title={full}>
            {day}
          </span>
        );
      },
    },
  ];

  return (
    <ListScreen
      filters={FILTERS}
      tools={
        <Button variant="primary" size="sm" onClick={() => setEditing('new')}>
          {t('rules.cmd.create')} <CommandKeys id="rules.create" />
        </Button>
      }
      // The sum of the columns: 1000 px, which fits the 1020 px a 1280 px window leaves beside the
      // default menu, less the page's scrollbar where one takes room (17 px on Windows).
      tableMinWidth="62.5rem"
      table={
        <DataTable
          tableId="rules"
          label={t('rules.table.label')}
          rows={rows}
          columns={columns}
          {...table}
          loadingRows={placeholderRows(data, error, pageSize)}
        />
      }
      counts={data}
      refused={refused}
      summary={
        <>
          <p className="text-xs text-fg-3">{t('rules.precision.note')}</p>
          <ClassifierPanel />
        </>
      }
    >
      {editing && <RuleFormDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </ListScreen>
  );
}

/** Phrases and the exception pattern: each cancels a hit it covers. */
const exceptionCount = (r: Rule) => r.exceptions.length + (r.exceptionPattern ? 1 : 0);

/** Every text kind reads as "All content" (and nicknames): the usual case, in one short line. */
function kindsSummary(kinds: readonly RuleContentKind[], t: ReturnType<typeof useT>['t']): string | null {
  const texts = RULE_CONTENT_KINDS.filter((k) => k !== 'account');
  if (!texts.every((k) => kinds.includes(k))) return null;
  return t(kinds.includes('account') ? 'rules.contentKinds.allAndNicknames' : 'rules.contentKinds.all');
}

/** An author rule's conditions in one line: "younger than 3 days · rejected > 50 % of last 10". */
function authorSummary(r: Rule, t: ReturnType<typeof useT>['t']): string {
  const parts: string[] = [];
  if (r.authorMaxAgeDays !== null) parts.push(t('rules.author.ageSummary', { n: r.authorMaxAgeDays }));
  if (r.authorMaxApproved !== null) parts.push(t('rules.author.approvedSummary', { n: r.authorMaxApproved }));
  if (r.authorRejectWindow !== null)
    parts.push(t('rules.author.rateSummary', { pct: r.authorRejectPercent ?? 0, n: r.authorRejectWindow }));
  parts.push(...velocitySummary(r, t));
  if (parts.length > 0) return parts.join(' · ');
  return t(r.builtin === 'classifier' ? 'rules.author.classifier' : 'rules.author.personHold');
}

/** "more than 20 items from one account in 10 min · more than 30 near-duplicates in 10 min". */
export function velocitySummary(r: Rule, t: ReturnType<typeof useT>['t']): string[] {
  const parts: string[] = [];
  if (r.velocityItems !== null)
    parts.push(t('rules.velocity.accountSummary', { n: r.velocityItems, m: r.velocityMinutes ?? 0 }));
  if (r.duplicateItems !== null)
    parts.push(t('rules.velocity.duplicateSummary', { n: r.duplicateItems, m: r.duplicateMinutes ?? 0 }));
  if (parts.length > 0 && r.velocityAllKinds) parts.push(t('rules.velocity.allKindsSummary'));
  return parts;
}

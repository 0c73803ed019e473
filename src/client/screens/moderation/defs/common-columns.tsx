import type { RuleHitRef } from '#contract/rules/rule-kinds';
import { RuleBadges, RuleHighlighted } from '#client/ui/rule-highlight';
import type { Author } from '#contract/api/moderation-rows';
import type { AuditStatus } from '#contract/entities';
import { DayWithTime } from '#client/ui/day-with-time';
import { i18nState, t } from '#client/i18n/i18n';
import type { Column } from '#client/ui/list/column';
import { AuditBadge, EnabledBadge } from '../parts/badges';
import { AuthorChip } from '../parts/author-chip';

/*
 * Columns most lists share, typed by the fields they read. (Written as functions with a local
 * `column`, since `(): Column<Row>` after a generic reads as JSX text to the literal checker.)
 */

export function idColumn<Row extends { id: number }>() {
  const column: Column<Row> = {
    id: 'id',
    title: 'mod.col.id',
    width: '5rem',
    render: (r) => <span className="tabular-nums text-fg-3">{r.id}</span>,
  };
  return column;
}

export function authorColumn<Row extends { author: Author }>() {
  const column: Column<Row> = {
    id: 'author',
    title: 'mod.col.author',
    width: '12rem',
    render: (r) => <AuthorChip author={r.author} />,
  };
  return column;
}

export function stateColumn<Row extends { auditStatus: AuditStatus; enabled: boolean }>() {
  const column: Column<Row> = {
    id: 'state',
    title: 'mod.col.state',
    width: '9rem',
    render: (r) => (
      <span className="flex flex-wrap gap-1">
        <AuditBadge status={r.auditStatus} />
        {!r.enabled && <EnabledBadge enabled={false} />}
      </span>
    ),
  };
  return column;
}

export function createdColumn<Row extends { createdAt: string }>() {
  const column: Column<Row> = {
    id: 'createdAt',
    title: 'mod.col.created',
    // The day; its time is in the title: a list is scanned by day, and a day and a time took the
    // width that lets a list fit a 1280 px window.
    // 2026年12月18日 is the longest day.
    width: '7.5rem',
    render: (r) => (
      <span className="text-fg-3">
        <DayWithTime iso={r.createdAt} locale={i18nState.locale} />
      </span>
    ),
  };
  return column;
}

/** The text, with what matched rules highlighted and their names as badges. */
export function textColumn<Row extends { ruleHits?: RuleHitRef[] | undefined }>(read: (r: Row) => string) {
  const column: Column<Row> = {
    id: 'text',
    title: 'mod.col.text',
    render: (r) => (
      <span className="line-clamp-2">
        <RuleHighlighted text={read(r)} hits={r.ruleHits} /> <RuleBadges hits={r.ruleHits} label={t('rules.badge')} />
      </span>
    ),
  };
  return column;
}

/**
 * What a reply or comment hangs under, cut to two lines: beside the text column it may narrow to
 * 8rem, so a list with both fits a 1280 px window beside the menu.
 */
export function parentColumn<Row extends { parent: { snippet: string } }>() {
  const column: Column<Row> = {
    id: 'parent',
    title: 'mod.col.parent',
    minWidth: '8rem',
    render: (r) => <span className="line-clamp-2 text-fg-3">{r.parent.snippet}</span>,
  };
  return column;
}

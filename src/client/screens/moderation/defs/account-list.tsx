import type { AccountRow } from '#contract/api/moderation-rows';
import { ACCOUNT_STATUSES } from '#contract/entities';
import { DayWithTime } from '#client/ui/day-with-time';
import { i18nState } from '#client/i18n/i18n';
import type { FilterDef } from '#client/ui/list/filter-def';
import type { EntityDef } from '../entity-def';
import { ModerationScreen } from '../moderation-screen';
import { AccountStandingBadge } from '../parts/badges';
import { AccountCard } from '../parts/account-card';
import { createdColumn, idColumn, stateColumn } from './common-columns';
import { contentFilters } from './common-filters';
import { queueSource } from '../api/entity-source';

const filters: readonly FilterDef[] = [
  ...contentFilters.filter((f) => f.name !== 'accountId'),
  {
    name: 'status',
    label: 'mod.filter.accountStatus',
    kind: 'select',
    options: ACCOUNT_STATUSES.map((s) => ({ value: s, label: `mod.status.${s}` as const })),
  },
  { name: 'nickname', label: 'mod.filter.nickname', kind: 'text' },
  { name: 'phone', label: 'mod.filter.phone', kind: 'text' },
  { name: 'source', label: 'mod.filter.source', kind: 'text' },
  { name: 'certified', label: 'mod.filter.certified', kind: 'boolean' },
  { name: 'vip', label: 'mod.filter.vip', kind: 'boolean' },
  { name: 'registeredFrom', label: 'mod.filter.registeredFrom', kind: 'date' },
  { name: 'registeredTo', label: 'mod.filter.registeredTo', kind: 'date' },
];

export const accountDef: EntityDef<AccountRow> = {
  ...queueSource('account'),
  // Together 1000 px with the selection and last-action columns: the table fits a 1280 px window
  // beside the default menu, with the page's scrollbar where one takes room.
  columns: [
    // On a phone: the id, the account and its status fill the screen; the rest follow past the cue.
    { ...idColumn<AccountRow>(), width: '4.5rem', phoneWidth: '4rem' },
    {
      id: 'nickname',
      title: 'mod.col.nickname',
      minWidth: '10rem',
      phoneWidth: '8rem',
      render: (r) => <AccountCard row={r} compact />,
    },
    { id: 'phone', title: 'mod.col.phone', width: '7.5rem', render: (r) => r.phone },
    { id: 'email', title: 'mod.col.email', width: '12rem', defaultHidden: true, render: (r) => r.email },
    { id: 'source', title: 'mod.col.source', width: '6rem', render: (r) => r.source },
    {
      id: 'status',
      title: 'mod.col.status',
      width: '7rem',
      phoneWidth: '7rem',
      render: (r) => (
        <span className="flex flex-wrap gap-1">
          <AccountStandingBadge status={r.status} suspendedUntil={r.suspendedUntil} stacked />
        </span>
      ),
    },
    // Its badges (reviewed, and disabled when it is) wrap to a second line rather than widen it.
    { ...stateColumn<AccountRow>(), width: '7rem' },
    { id: 'reports', title: 'mod.col.reports', width: '4.5rem', align: 'end', render: (r) => r.reportCount },
    {
      id: 'registered',
      title: 'mod.col.registered',
      width: '7.5rem',
      defaultHidden: true,
      render: (r) => <DayWithTime iso={r.registeredAt} locale={i18nState.locale} />,
    },
    createdColumn(),
  ],
  filters,
  actions: ['enable', 'disable', 'approve', 'reject'],
  accountStatus: true,
  accountOf: (r) => r.id,
  card: (r, compact) => <AccountCard row={r} compact={compact} />,
  detail: (r) => <AccountCard row={r} />,
};

export default function AccountListScreen() {
  return <ModerationScreen def={accountDef} />;
}

import type { MessageRow } from '#contract/api/moderation-rows';
import { MESSAGE_KINDS } from '#contract/entities';
import { formatDateTime } from '#client/i18n/format';
import { i18nState } from '#client/i18n/i18n';
import type { FilterDef } from '#client/ui/list/filter-def';
import type { EntityDef } from '../entity-def';
import { ModerationScreen } from '../moderation-screen';
import { AuthorChip } from '../parts/author-chip';
import { MessageBody, MessageCard } from '../parts/message-card';
import { idColumn } from './common-columns';
import { messageSource } from '../api/entity-source';

const filters: readonly FilterDef[] = [
  { name: 'text', label: 'mod.filter.text', kind: 'text' },
  { name: 'id', label: 'mod.filter.id', kind: 'id' },
  { name: 'fromAccountId', label: 'mod.filter.fromAccountId', kind: 'id' },
  { name: 'toAccountId', label: 'mod.filter.toAccountId', kind: 'id' },
  { name: 'accountId', label: 'mod.filter.eitherAccountId', kind: 'id' },
  {
    name: 'kind',
    label: 'mod.filter.messageKind',
    kind: 'select',
    options: MESSAGE_KINDS.map((k) => ({ value: k, label: `mod.messageKind.${k}` as const })),
  },
  { name: 'sentFrom', label: 'mod.filter.createdFrom', kind: 'date' },
  { name: 'sentTo', label: 'mod.filter.createdTo', kind: 'date' },
];

/** Private messages: read-only, and every page read is written to the action log by the server. */
export const messageDef: EntityDef<MessageRow> = {
  ...messageSource(),
  columns: [
    idColumn(),
    { id: 'from', title: 'mod.col.from', width: '11rem', render: (r) => <AuthorChip author={r.from} /> },
    { id: 'to', title: 'mod.col.to', width: '11rem', render: (r) => <AuthorChip author={r.to} /> },
    { id: 'text', title: 'mod.col.text', render: (r) => <MessageBody row={r} size="sm" /> },
    {
      id: 'sentAt',
      title: 'mod.col.sent',
      width: '10rem',
      render: (r) => <span className="text-fg-3">{formatDateTime(r.sentAt, i18nState.locale)}</span>,
    },
  ],
  filters,
  actions: [],
  accountOf: (r) => r.fromAccountId,
  card: (r) => <MessageCard row={r} />,
  detail: (r) => <MessageCard row={r} />,
};

export default function MessageListScreen() {
  return <ModerationScreen def={messageDef} />;
}

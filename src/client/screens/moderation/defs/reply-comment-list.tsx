import type { ReplyCommentRow } from '#contract/api/moderation-rows';
import type { EntityDef } from '../entity-def';
import { ModerationScreen } from '../moderation-screen';
import { ContentCard } from '../parts/content-card';
import { authorColumn, createdColumn, idColumn, parentColumn, stateColumn, textColumn } from './common-columns';
import { CONTENT_ACTIONS, scoredFilters } from './common-filters';
import { queueSource } from '../api/entity-source';

/** Rows show the item they hang under, so a reply is judged in its context. */
export const replyCommentDef: EntityDef<ReplyCommentRow> = {
  ...queueSource('reply_comment'),
  columns: [idColumn(), authorColumn(), textColumn((r) => r.text), parentColumn(), stateColumn(), createdColumn()],
  filters: [...scoredFilters, { name: 'replyId', label: 'mod.filter.replyId', kind: 'id' }],
  actions: CONTENT_ACTIONS,
  accountOf: (r) => r.accountId,
  card: (r, compact) => <ContentCard row={r} text={r.text} parent={r.parent} compact={compact} />,
  detail: (r) => <ContentCard row={r} text={r.text} parent={r.parent} />,
};

export default function ReplyCommentListScreen() {
  return <ModerationScreen def={replyCommentDef} />;
}

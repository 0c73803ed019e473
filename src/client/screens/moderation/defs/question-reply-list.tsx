import type { QuestionReplyRow } from '#contract/api/moderation-rows';
import type { EntityDef } from '../entity-def';
import { ModerationScreen } from '../moderation-screen';
import { ContentCard } from '../parts/content-card';
import { authorColumn, createdColumn, idColumn, parentColumn, stateColumn, textColumn } from './common-columns';
import { CONTENT_ACTIONS, scoredFilters } from './common-filters';
import { queueSource } from '../api/entity-source';

/** Rows show the item they hang under, so a reply is judged in its context. */
export const questionReplyDef: EntityDef<QuestionReplyRow> = {
  ...queueSource('question_reply'),
  columns: [idColumn(), authorColumn(), textColumn((r) => r.text), parentColumn(), stateColumn(), createdColumn()],
  filters: [...scoredFilters, { name: 'questionId', label: 'mod.filter.questionId', kind: 'id' }],
  actions: CONTENT_ACTIONS,
  accountOf: (r) => r.accountId,
  card: (r, compact) => <ContentCard row={r} text={r.text} parent={r.parent} compact={compact} />,
  detail: (r) => <ContentCard row={r} text={r.text} parent={r.parent} />,
};

export default function QuestionReplyListScreen() {
  return <ModerationScreen def={questionReplyDef} />;
}

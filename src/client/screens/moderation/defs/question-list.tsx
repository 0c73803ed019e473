import type { QuestionRow } from '#contract/api/moderation-rows';
import type { EntityDef } from '../entity-def';
import { ModerationScreen } from '../moderation-screen';
import { ContentCard } from '../parts/content-card';
import { authorColumn, createdColumn, idColumn, stateColumn } from './common-columns';
import { CONTENT_ACTIONS, scoredFilters } from './common-filters';
import { queueSource } from '../api/entity-source';

export const questionDef: EntityDef<QuestionRow> = {
  ...queueSource('question'),
  columns: [
    idColumn(),
    authorColumn(),
    { id: 'title', title: 'mod.col.title', render: (r) => <span className="font-medium">{r.title}</span> },
    {
      id: 'text',
      title: 'mod.col.text',
      defaultHidden: true,
      render: (r) => <span className="line-clamp-2">{r.text}</span>,
    },
    { id: 'replies', title: 'mod.col.replies', width: '5rem', align: 'end', render: (r) => r.replyCount },
    stateColumn(),
    createdColumn(),
  ],
  filters: scoredFilters,
  actions: CONTENT_ACTIONS,
  accountOf: (r) => r.accountId,
  card: (r, compact) => <ContentCard row={r} title={r.title} text={r.text} compact={compact} scoredTitle />,
  detail: (r) => <ContentCard row={r} title={r.title} text={r.text} scoredTitle />,
};

export default function QuestionListScreen() {
  return <ModerationScreen def={questionDef} />;
}

import type { AboutAnswerRow } from '#contract/api/moderation-rows';
import type { EntityDef } from '../entity-def';
import { ModerationScreen } from '../moderation-screen';
import { ContentCard } from '../parts/content-card';
import { authorColumn, createdColumn, idColumn, stateColumn } from './common-columns';
import { CONTENT_ACTIONS, scoredFilters } from './common-filters';
import { queueSource } from '../api/entity-source';

/** "About me" answers: the prompt as the title, the answer as the text. */
export const aboutAnswerDef: EntityDef<AboutAnswerRow> = {
  ...queueSource('about_answer'),
  columns: [
    idColumn(),
    authorColumn(),
    {
      id: 'question',
      title: 'mod.col.question',
      // The prompts are short questions ("What makes you laugh?"); two lines of 10rem hold them.
      width: '10rem',
      render: (r) => <span className="line-clamp-2 text-fg-3">{r.question}</span>,
    },
    {
      id: 'answer',
      title: 'mod.col.answer',
      minWidth: '10rem',
      render: (r) => <span className="line-clamp-2">{r.answer}</span>,
    },
    stateColumn(),
    createdColumn(),
  ],
  filters: scoredFilters,
  actions: CONTENT_ACTIONS,
  accountOf: (r) => r.accountId,
  card: (r, compact) => <ContentCard row={r} title={r.question} text={r.answer} compact={compact} />,
  detail: (r) => <ContentCard row={r} title={r.question} text={r.answer} />,
};

export default function AboutAccountListScreen() {
  return <ModerationScreen def={aboutAnswerDef} />;
}

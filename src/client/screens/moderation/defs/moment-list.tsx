import type { MomentRow } from '#contract/api/moderation-rows';
import type { EntityDef } from '../entity-def';
import { ModerationScreen } from '../moderation-screen';
import { MediaView } from '../parts/media-view';
import { ContentCard } from '../parts/content-card';
import { authorColumn, createdColumn, idColumn, stateColumn, textColumn } from './common-columns';
import { CONTENT_ACTIONS, scoredFilters } from './common-filters';
import { queueSource } from '../api/entity-source';

export const momentDef: EntityDef<MomentRow> = {
  ...queueSource('moment'),
  columns: [
    idColumn(),
    authorColumn(),
    textColumn((r) => r.text),
    {
      id: 'media',
      title: 'mod.col.media',
      width: '8rem',
      render: (r) => <MediaView rowId={r.id} media={r.media.slice(0, 3)} size="sm" />,
    },
    {
      id: 'likes',
      title: 'mod.col.likes',
      width: '5rem',
      align: 'end',
      defaultHidden: true,
      render: (r) => r.likeCount,
    },
    {
      id: 'comments',
      title: 'mod.col.comments',
      width: '5rem',
      align: 'end',
      defaultHidden: true,
      render: (r) => r.commentCount,
    },
    stateColumn(),
    createdColumn(),
  ],
  filters: scoredFilters,
  actions: CONTENT_ACTIONS,
  accountOf: (r) => r.accountId,
  card: (r, compact) => <ContentCard row={r} text={r.text} media={r.media} compact={compact} />,
  detail: (r) => <ContentCard row={r} text={r.text} media={r.media} />,
};

export default function MomentListScreen() {
  return <ModerationScreen def={momentDef} />;
}

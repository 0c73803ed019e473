import type { MessageRow } from '#contract/api/moderation-rows';
import { formatDateTime } from '#client/i18n/format';
import { useT } from '#client/i18n/use-t';
import { AuthorChip } from './author-chip';
import { MediaView } from './media-view';

/** One private message: who wrote to whom, when, and what (an image message is blurred like any media). */
export function MessageCard({ row }: { row: MessageRow }) {
  const { locale } = useT();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-[13px]">
        <AuthorChip author={row.from} />
        <span className="text-fg-3">→</span>
        <AuthorChip author={row.to} />
        <span className="ml-auto text-[12px] text-fg-3">{formatDateTime(row.sentAt, locale)}</span>
      </div>
      <MessageBody row={row} size="lg" />
    </div>
  );
}

/** What a message says: its text, or for an image message the image, blurred like any media. */
export function MessageBody({ row, size }: { row: MessageRow; size: 'sm' | 'lg' }) {
  const { t } = useT();
  if (row.kind === 'image')
    return (
      <MediaView
        rowId={row.id}
        media={[{ kind: 'image', url: row.text }]}
        size={size}
        label={t('mod.messageKind.image')}
      />
    );
  return size === 'lg' ? (
    <p className="whitespace-pre-wrap break-words">{row.text}</p>
  ) : (
    <span className="line-clamp-2">{row.text}</span>
  );
}

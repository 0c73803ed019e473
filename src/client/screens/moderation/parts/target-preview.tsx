import type { TargetPreview } from '#contract/api/moderation-rows';
import { useT } from '#client/i18n/use-t';
import { AuditBadge, EnabledBadge } from './badges';
import { AuthorChip } from './author-chip';
import { MediaView } from './media-view';

/** The reported item inline in a report row: kind, author, snippet, media, state. */
export function TargetPreviewView({
  rowId,
  target,
  large = false,
}: {
  rowId: number;
  target: TargetPreview;
  large?: boolean;
}) {
  const { t } = useT();
  return (
    <div className={`flex flex-col gap-1.5 rounded-md border border-line bg-fill/50 ${large ? 'p-4' : 'p-2'}`}>
      <div className="flex flex-wrap items-center gap-1.5 text-[12px]">
        <span className="font-medium text-fg-2">
          {t(`mod.target.${target.type}`)} #{target.id}
        </span>
        {target.author && <AuthorChip author={target.author} />}
        {target.auditStatus && <AuditBadge status={target.auditStatus} />}
        <EnabledBadge enabled={target.enabled} />
      </div>
      {target.exists ? (
        <p className={`${large ? 'text-[15px]' : 'line-clamp-2 text-[13px]'} break-words text-fg`}>{target.snippet}</p>
      ) : (
        <p className="text-[13px] text-fg-3">{t('mod.target.gone')}</p>
      )}
      <MediaView rowId={rowId} media={large ? target.media : target.media.slice(0, 3)} size={large ? 'lg' : 'sm'} />
    </div>
  );
}

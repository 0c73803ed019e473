import type { Media } from '#contract/api/moderation-rows';
import { mediaUrl } from '#client/api/media-url';
import { useT } from '#client/i18n/use-t';
import { useReveal } from './reveal-context';

const SIZE = { sm: 'size-10', md: 'size-24', lg: 'size-48' } as const;

/**
 * User media, blurred and greyscale until revealed (click, or `v` on the focused item): people
 * who moderate look at harmful images all day. The setting "blur media" turns this off.
 */
export function MediaView({
  rowId,
  media,
  size = 'md',
  label,
}: {
  rowId: number;
  media: readonly Media[];
  size?: keyof typeof SIZE;
  label?: string;
}) {
  const { t } = useT();
  const { hidden, reveal } = useReveal(rowId);
  if (media.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {media.map((m, i) => (
        <button
          key={`${m.url}-${i}`}
          type="button"
          onClick={(e) => {
            e.stopPropagation();
            reveal();
          }}
          aria-label={hidden ? t('mod.media.reveal') : t('mod.media.hide')}
          className={`relative overflow-hidden rounded-md border border-line bg-fill ${SIZE[size]}`}
        >
          {m.kind === 'video' ? (
            <video
              src={mediaUrl(m.url)}
              muted
              preload="metadata"
              className={`size-full object-cover ${hidden ? 'scale-110 blur-xl grayscale' : ''}`}
            />
          ) : (
            <img
              src={mediaUrl(m.url)}
              alt={label ?? ''}
              loading="lazy"
              className={`size-full object-cover ${hidden ? 'scale-110 blur-xl grayscale' : ''}`}
            />
          )}
          {hidden && size !== 'sm' && (
            <span className="absolute inset-x-0 bottom-0 bg-black/50 py-0.5 text-center text-[11px] text-white">
              {t('mod.media.hidden')}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

/** One picture (an avatar certification's avatar or selfie), under the same rule. */
export function PictureView({
  rowId,
  url,
  label,
  size = 'lg',
}: {
  rowId: number;
  url: string;
  label: string;
  size?: keyof typeof SIZE;
}) {
  return (
    <figure className="flex flex-col items-center gap-1">
      <MediaView rowId={rowId} media={[{ kind: 'image', url }]} size={size} label={label} />
      <figcaption className="text-[12px] text-fg-3">{label}</figcaption>
    </figure>
  );
}

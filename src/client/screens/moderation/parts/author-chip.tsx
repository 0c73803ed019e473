import type { Author } from '#contract/api/moderation-rows';
import { mediaUrl } from '#client/api/media-url';
import { useT } from '#client/i18n/use-t';

/** Avatar and nickname of the account behind a row, with its id (what `u` opens). */
export function AuthorChip({ author, large = false }: { author: Author | null; large?: boolean }) {
  const { t } = useT();
  if (!author) return <span className="text-fg-3">{t('common.none')}</span>;
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <img
        src={mediaUrl(author.avatarUrl)}
        alt=""
        className={`shrink-0 rounded-full bg-fill ${large ? 'size-8' : 'size-5'}`}
      />
      <span className={`truncate ${large ? 'text-[14px] font-medium text-fg' : 'text-fg'}`}>{author.nickname}</span>
      <span className="shrink-0 text-[11px] text-fg-3">#{author.id}</span>
      {author.status !== 'NORMAL' && (
        <span className="shrink-0 text-[11px] text-danger">{t(`mod.status.${author.status}`)}</span>
      )}
    </span>
  );
}

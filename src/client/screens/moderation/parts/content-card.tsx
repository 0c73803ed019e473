import type { ReactNode } from 'react';
import type { Author, Media, ParentSnippet } from '#contract/api/moderation-rows';
import type { AuditStatus } from '#contract/entities';
import { formatDateTime } from '#client/i18n/format';
import { useT } from '#client/i18n/use-t';
import { AuditBadge, EnabledBadge } from './badges';
import { AuthorChip } from './author-chip';
import { MediaView } from './media-view';
import type { RuleHitRef } from '#contract/rules/rule-kinds';
import { RuleBadges } from '#client/ui/rule-highlight';
import type { ClassifierScore } from '#contract/api/moderation-rows';
import { ClassifierBadge, driverSpans, ScoredText } from './classifier-score';
import type { WaveSummary } from '#contract/api/wave-summary';
import { WaveBadge, WaveLine } from '../wave/wave-line';

export interface ContentLike {
  id: number;
  author: Author;
  auditStatus: AuditStatus;
  enabled: boolean;
  createdAt: string;
  ruleHits?: RuleHitRef[] | undefined;
  classifier?: ClassifierScore | null | undefined;
  wave?: WaveSummary | null | undefined;
}

/** A piece of user content, large: author, state, the parent it answers, text, media. */
export function ContentCard({
  row,
  title,
  text,
  media,
  parent,
  extra,
  compact = false,
  scoredTitle = false,
}: {
  row: ContentLike;
  title?: string;
  text: string;
  media?: readonly Media[];
  parent?: ParentSnippet;
  extra?: ReactNode;
  compact?: boolean;
  /** The classifier read the title, a newline, then the text (questions); else the text alone. */
  scoredTitle?: boolean;
}) {
  const { t, locale } = useT();
  const textFrom = scoredTitle && title !== undefined ? title.length + 1 : 0;
  if (compact) {
    return (
      <div className="flex min-w-0 items-center gap-2">
        <AuthorChip author={row.author} />
        <span className="min-w-0 flex-1 truncate">{title ? `${title} · ${text}` : text}</span>
        <RuleBadges hits={row.ruleHits} label={t('rules.badge')} />
        <ClassifierBadge score={row.classifier} />
        <WaveBadge wave={row.wave} />
        {media && media.length > 0 && (
          <span className="shrink-0 text-[11px] text-fg-3">{t('mod.media.count', { n: media.length })}</span>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-[13px]">
        <AuthorChip author={row.author} large />
        <AuditBadge status={row.auditStatus} />
        <EnabledBadge enabled={row.enabled} />
        <RuleBadges hits={row.ruleHits} label={t('rules.badge')} />
        <ClassifierBadge score={row.classifier} />
        <span className="ml-auto text-[12px] text-fg-3">{formatDateTime(row.createdAt, locale)}</span>
      </div>
      <WaveLine wave={row.wave} />
      {parent && <ParentLine parent={parent} />}
      {title && (
        <h3 className="text-[17px] font-semibold text-fg">
          <ScoredText
            text={title}
            hits={row.ruleHits}
            model={scoredTitle ? driverSpans(row.classifier, 0, title.length) : []}
          />
        </h3>
      )}
      <p className="whitespace-pre-wrap break-words">
        <ScoredText text={text} hits={row.ruleHits} model={driverSpans(row.classifier, textFrom, text.length)} />
      </p>
      {media && <MediaView rowId={row.id} media={media} size="lg" label={t('mod.media.label')} />}
      {extra}
    </div>
  );
}

/** The item a comment or reply hangs under, as a quoted snippet. */
export function ParentLine({ parent }: { parent: ParentSnippet }) {
  const { t } = useT();
  return (
    <blockquote className="border-l-2 border-line pl-3 text-[13px] text-fg-3">
      <span className="mr-1.5 text-[11px]">{t('mod.parent', { id: parent.id })}</span>
      {parent.snippet}
      {!parent.enabled && <span className="ml-1.5 text-danger">{t('mod.disabled')}</span>}
    </blockquote>
  );
}

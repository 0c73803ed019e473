import { useState } from 'react';
import type { EscalatedReview } from '#contract/api/second-review';
import { CLASSIFIER_LABELS, type ClassifierLabel } from '#contract/classifier';
import { REASON_CODES } from '#contract/moderation-reasons';
import { formatDateTime } from '../../i18n/format';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { itemName } from '../../ui/item-name';
import { ErrorState, Panel } from '../../stats/panel';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { resolveReview, useEscalated } from './second-review-leads-api';
import { ShareForm } from './share-form';

const PAGE_SIZE = 20;

function useLabelName() {
  const { t } = useT();
  return (label: ClassifierLabel | null) =>
    label === null
      ? t('secondReviewLeads.noCode')
      : label === 'fine'
        ? t('secondReviewLeads.fine')
        : t(`mod.reason.${REASON_CODES.indexOf(label) + 1}` as MessageKey);
}

/** One disagreement: the item, both labels, the note, and the lead's label applied with one button. */
function EscalatedCard({ review, onResolved }: { review: EscalatedReview; onResolved: () => void }) {
  const { t, locale } = useT();
  const name = useLabelName();
  const [label, setLabel] = useState<ClassifierLabel>(review.reviewerLabel);
  const [busy, setBusy] = useState(false);
  const item = itemName(review.kind, review.targetId, t);
  const apply = async () => {
    setBusy(true);
    try {
      await resolveReview({ id: review.id, label, expectedVersion: review.version });
      showToast('success', t('secondReviewLeads.applied', { item }));
      onResolved();
    } catch {
      // Toasted by the call.
    } finally {
      setBusy(false);
    }
  };
  return (
    <li aria-label={item} className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <p className="text-[13px] text-fg-3">{item}</p>
      <p className="text-[14px] break-words whitespace-pre-wrap text-fg">{review.text}</p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-[13px] sm:grid-cols-2">
        <div>
          <dt className="inline text-fg-3">{t('secondReviewLeads.decided')}: </dt>
          <dd className="inline text-fg">
            {name(review.label)} · {review.decidedBy.name} · {formatDateTime(review.decidedAt, locale)}
          </dd>
        </div>
        <div>
          <dt className="inline text-fg-3">{t('secondReviewLeads.reviewed')}: </dt>
          <dd className="inline text-fg">
            {name(review.reviewerLabel)} · {review.reviewedBy.name} · {formatDateTime(review.reviewedAt, locale)}
          </dd>
        </div>
        {review.note && (
          <div className="sm:col-span-2">
            <dt className="inline text-fg-3">{t('secondReviewLeads.note')}: </dt>
            <dd className="inline text-fg">{review.note}</dd>
          </div>
        )}
      </dl>
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('secondReviewLeads.leadLabel', { item })}
          value={label}
          onChange={(v) => setLabel(v as ClassifierLabel)}
          options={CLASSIFIER_LABELS.map((l) => ({ value: l, label: name(l) }))}
          className="w-64"
        />
        <Button variant="primary" onClick={() => void apply()} disabled={busy}>
          {t('secondReviewLeads.apply')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The leads' side of second review (ADMIN_ROOT): the share sampled, and the disagreements sent to
 * them. A lead's label is applied to the item through its queue's decision and stands for the
 * classifier; the review closes with it.
 */
export default function SecondReviewLeadsScreen() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useEscalated(page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <div className="flex flex-col gap-4">
      <ShareForm />
      <Panel title={t('menu.stats.SecondReviewLeads')}>
        {error && !data && <ErrorState onRetry={() => void mutate()} />}
        {/* The line the answer most often is ("nothing sent"), held while it is read: no shift. */}
        {!data && !error && (
          <p aria-hidden="true" className="text-[13px] text-fg-3">
            {'\u00a0'}
          </p>
        )}
        {data && data.list.length === 0 && <p className="text-[13px] text-fg-3">{t('secondReviewLeads.empty')}</p>}
        {data && data.list.length > 0 && (
          <ul className="flex flex-col gap-3">
            {data.list.map((r) => (
              <EscalatedCard key={r.id} review={r} onResolved={() => void mutate()} />
            ))}
          </ul>
        )}
        {data && data.total > PAGE_SIZE && (
          <div className="flex items-center justify-end gap-2 text-[13px] text-fg-3">
            <span>{t('secondReviewLeads.pages', { page, pages, total: data.total })}</span>
            <Button size="sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
              {t('secondReviewLeads.previous')}
            </Button>
            <Button size="sm" onClick={() => setPage(page + 1)} disabled={page >= pages}>
              {t('secondReviewLeads.next')}
            </Button>
          </div>
        )}
      </Panel>
    </div>
  );
}

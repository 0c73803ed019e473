import { useState, type FormEvent } from 'react';
import { CLASSIFIER_LABELS, type ClassifierLabel } from '#contract/classifier';
import { REASON_MAX } from '#contract/moderation-reasons';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { Modal, ModalCancel } from '../../ui/modal';
import { useLabelName } from './label-name';

export interface Disagreement {
  label: ClassifierLabel;
  toLead: boolean;
  note: string | undefined;
}

/**
 * A disagreement: the label the reviewer would have given (any but the decision's), and, sent to
 * a lead, a note for them. Radio buttons, so arrows pick a label and Enter sends it.
 */
export function VerdictDialog({
  decided,
  toLead: startToLead,
  onSend,
  onClose,
}: {
  decided: ClassifierLabel | null;
  toLead: boolean;
  onSend: (d: Disagreement) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const name = useLabelName();
  const labels = CLASSIFIER_LABELS.filter((l) => l !== decided);
  const [label, setLabel] = useState<ClassifierLabel>(labels[0]!);
  const [toLead, setToLead] = useState(startToLead);
  const [note, setNote] = useState('');
  const tooLong = note.trim().length > REASON_MAX;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (tooLong) return;
    onSend({ label, toLead, note: toLead && note.trim() !== '' ? note.trim() : undefined });
  };
  return (
    <Modal
      open
      title={t(startToLead ? 'secondReview.toLeadTitle' : 'secondReview.disagreeTitle')}
      onClose={onClose}
      discard={toLead && note.trim() ? t('secondReview.discardNote') : null}
    >
      <form onSubmit={submit} className="flex flex-col gap-3">
        <fieldset>
          <legend className="mb-1 text-[13px] text-fg-2">{t('secondReview.wouldHave')}</legend>
          <div className="grid grid-cols-2 gap-1">
            {labels.map((l, i) => (
              <label key={l} className="flex items-center gap-2 text-[13px] text-fg">
                <input
                  type="radio"
                  name="second-review-label"
                  value={l}
                  checked={label === l}
                  onChange={() => setLabel(l)}
                  autoFocus={i === 0}
                />
                {name(l)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex items-center gap-2 text-[13px] text-fg">
          <input type="checkbox" checked={toLead} onChange={(e) => setToLead(e.target.checked)} />
          {t('secondReview.sendToLead')}
        </label>
        {toLead && (
          <label className="block text-[13px] text-fg-2">
            {t('secondReview.note')}
            <textarea
              value={note}
              onChange={(e) => setNote(e.target.value)}
              rows={3}
              aria-invalid={tooLong || undefined}
              className={`mt-1 w-full rounded-md border bg-surface px-3 py-2 text-sm text-fg outline-none focus:border-primary ${tooLong ? 'border-danger' : 'border-line'}`}
            />
          </label>
        )}
        {tooLong && (
          <p role="alert" className="text-[12px] text-danger">
            {t('secondReview.noteTooLong', { max: REASON_MAX })}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <ModalCancel />
          <Button type="submit" variant="primary">
            {t(toLead ? 'secondReview.sendToLead' : 'secondReview.disagree')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

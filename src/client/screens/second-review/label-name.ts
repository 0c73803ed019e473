import type { ClassifierLabel } from '#contract/classifier';
import { REASON_CODES } from '#contract/moderation-reasons';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';

/** A label in the words of its preset reason, "fine" as such, a reason without a code as none. */
export function useLabelName() {
  const { t } = useT();
  return (label: ClassifierLabel | null) =>
    label === null
      ? t('secondReview.noCode')
      : label === 'fine'
        ? t('secondReview.fine')
        : t(`mod.reason.${REASON_CODES.indexOf(label) + 1}` as MessageKey);
}

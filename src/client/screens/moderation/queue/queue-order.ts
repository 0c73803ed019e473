import { CLASSIFIER_LABELS, type ClassifierLabel } from '#contract/classifier';
import type { QueueOrder } from '#contract/risk';

/** The label the "Classifier says" filter names, if it names one: what "by label score" orders by. */
export function labelOfFilters(filters: Readonly<Record<string, unknown>>): ClassifierLabel | null {
  const label = filters['classifierLabel'];
  return (CLASSIFIER_LABELS as readonly unknown[]).includes(label) ? (label as ClassifierLabel) : null;
}

/**
 * The queue's order from the address: riskiest first, by a label's score (only while a label is
 * filtered on: the score of which label otherwise?), or the oldest first.
 */
export function queueOrderOf(param: string | null, label: ClassifierLabel | null): QueueOrder {
  if (param === 'risk') return 'risk';
  if (param === 'label' && label !== null) return 'label';
  return 'asc';
}

/** The orders the switch offers, in the order `Shift+O` steps through them. */
export function queueOrdersOffered(label: ClassifierLabel | null): QueueOrder[] {
  return label === null ? ['asc', 'risk'] : ['asc', 'risk', 'label'];
}

/** The order after `current` for `Shift+O`: round the offered ones. */
export function nextQueueOrder(current: QueueOrder, label: ClassifierLabel | null): QueueOrder {
  const offered = queueOrdersOffered(label);
  return offered[(offered.indexOf(current) + 1) % offered.length] ?? 'asc';
}

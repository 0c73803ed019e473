import { AUDIT_STATUSES } from '#contract/entities';
import type { FilterDef } from '#client/ui/list/filter-def';
import { CLASSIFIER_LABELS } from '#contract/classifier';
import { labelKey } from '../parts/classifier-score';

/** Filters every moderatable list has (contract: moderation-filters.ts `common`). */
export const commonFilters: readonly FilterDef[] = [
  { name: 'text', label: 'mod.filter.text', kind: 'text' },
  { name: 'id', label: 'mod.filter.id', kind: 'id' },
  {
    name: 'auditStatus',
    label: 'mod.filter.auditStatus',
    kind: 'select',
    options: AUDIT_STATUSES.map((s) => ({ value: s, label: `mod.audit.${s}` as const })),
  },
  { name: 'enabled', label: 'mod.filter.enabled', kind: 'boolean' },
  { name: 'accountId', label: 'mod.filter.accountId', kind: 'id' },
  { name: 'createdFrom', label: 'mod.filter.createdFrom', kind: 'date' },
  { name: 'createdTo', label: 'mod.filter.createdTo', kind: 'date' },
];

/** The lists whose text rules read add "matched rule" (contract: moderation-filters.ts `ruleFilter`). */
export const contentFilters: readonly FilterDef[] = [
  ...commonFilters,
  { name: 'ruleId', label: 'rules.filter.ruleId', kind: 'id' },
];

/**
 * The lists the classifier scores add "classifier says" (a label, at 0.5 or more; contract:
 * moderation-filters.ts `classifierFilter`).
 */
export const scoredFilters: readonly FilterDef[] = [
  ...contentFilters,
  {
    name: 'classifierLabel',
    label: 'mod.filter.classifierLabel',
    kind: 'select',
    options: CLASSIFIER_LABELS.map((l) => ({ value: l, label: labelKey(l) })),
  },
];

export const CONTENT_ACTIONS = ['enable', 'disable', 'approve', 'reject'] as const;

import useSWR from 'swr';
import type { ApiReply } from '#contract/api';
import type { ClassifierThreshold } from '#contract/api/classifier';
import type { ApiCallError } from '../../api/api-error';
import { callHandled } from '../../api/call-handled';

export function useClassifierThresholds() {
  return useSWR<ApiReply<'/admins/classifier/thresholds'>, Error>('/admins/classifier/thresholds', () =>
    callHandled('/admins/classifier/thresholds', {}, () => false),
  );
}

/** What the proposed thresholds would have done; nothing is saved. */
export const classifierDryRun = (thresholds: ClassifierThreshold[]) =>
  callHandled('/admins/classifier/dry-run', { thresholds }, () => false);

/** Saves them; a refusal naming a field is the panel's to show. */
export const saveClassifierThresholds = (thresholds: ClassifierThreshold[], handles: (err: ApiCallError) => boolean) =>
  callHandled('/admins/classifier/thresholds-save', { thresholds }, handles);

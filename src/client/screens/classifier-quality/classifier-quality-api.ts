import useSWR from 'swr';
import type { ApiReply } from '#contract/api';
import { callHandled } from '../../api/call-handled';

export type ClassifierQualityReply = ApiReply<'/admins/classifier/quality'>;

/** The previous page stays up while the next one loads, so the screen does not jump. */
export function useClassifierQuality(page: number, pageSize: number) {
  return useSWR<ClassifierQualityReply, Error>(
    ['/admins/classifier/quality', page, pageSize],
    () => callHandled('/admins/classifier/quality', { page, pageSize }, () => false),
    { keepPreviousData: true },
  );
}

/** Trains a new version now; pending items are scored again by it. */
export const trainClassifier = () => callHandled('/admins/classifier/train', {}, () => false);

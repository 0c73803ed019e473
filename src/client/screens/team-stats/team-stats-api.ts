import useSWR, { useSWRConfig } from 'swr';
import type { ApiBody, ApiReply } from '#contract/api';
import { call } from '../../api/fetcher';

export type TeamStatsQuery = ApiBody<'/admins/team-stats/get'>;
export type TeamTargets = ApiReply<'/admins/team-stats/targets'>;

export const teamStatsKey = (q: TeamStatsQuery) => ['/admins/team-stats/get', q.from, q.to] as const;
const TARGETS_KEY = ['/admins/team-stats/targets'] as const;

/** The period's figures; null query = do not fetch (the period is invalid). */
export function useTeamStats(q: TeamStatsQuery | null) {
  return useSWR<ApiReply<'/admins/team-stats/get'>, Error>(
    q ? teamStatsKey(q) : null,
    q ? () => call('/admins/team-stats/get', q) : null,
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/** Every queue against its target now. */
export function useTeamTargets() {
  return useSWR<TeamTargets, Error>(TARGETS_KEY, () => call('/admins/team-stats/targets', {}), {
    revalidateOnFocus: false,
  });
}

/** Saves a queue's target at the version read, then reads the queues again (breaches change with it). */
export function useSaveTarget() {
  const { mutate } = useSWRConfig();
  return async (body: ApiBody<'/admins/team-stats/target-save'>) => {
    const saved = await call('/admins/team-stats/target-save', body);
    await mutate(TARGETS_KEY);
    return saved;
  };
}

export type AgreementReply = ApiReply<'/admins/second-review/agreement'>;

/** Second review's agreement over the same period (by when the reviews were answered). */
export function useAgreement(q: TeamStatsQuery | null) {
  return useSWR<AgreementReply, Error>(
    q ? ['/admins/second-review/agreement', q.from, q.to] : null,
    q ? () => call('/admins/second-review/agreement', q) : null,
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

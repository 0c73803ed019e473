import useSWR, { useSWRConfig } from 'swr';
import type { ApiBody, ApiReply } from '#contract/api';
import type { ApiCallError } from '../../api/api-error';
import { callHandled } from '../../api/call-handled';
import { readList } from '../../ui/list/list-read';

export type RuleListBody = ApiBody<'/admins/rules/list'>;
export type RuleSaveBody = ApiBody<'/admins/rules/save'>;
export type RuleTestBody = ApiBody<'/admins/rules/test'>;

export function useRuleList(body: RuleListBody) {
  return useSWR<ApiReply<'/admins/rules/list'>, Error>(
    ['/admins/rules/list', JSON.stringify(body)] as const,
    () => readList('/admins/rules/list', body),
    { keepPreviousData: true },
  );
}

/** Create (no id) or update (id + expectedVersion); the form shows 40000 / 40900 itself. */
export const saveRule = (body: RuleSaveBody, handles: (err: ApiCallError) => boolean) =>
  callHandled('/admins/rules/save', body, handles);

/** The dry run; a refused pattern is the form's to show. */
export const testRule = (body: RuleTestBody, handles: (err: ApiCallError) => boolean) =>
  callHandled('/admins/rules/test', body, handles);

export const applyBacklog = (ruleId: number) => callHandled('/admins/rules/apply-backlog', { ruleId }, () => false);

export function useBacklogProgress(ruleId: number | null, polling: boolean) {
  return useSWR<ApiReply<'/admins/rules/backlog-progress'>, Error>(
    ruleId === null ? null : ['/admins/rules/backlog-progress', ruleId],
    () => callHandled('/admins/rules/backlog-progress', { ruleId: ruleId ?? 0 }, () => false),
    { refreshInterval: polling ? 500 : 0 },
  );
}

export function useRefreshRules() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === '/admins/rules/list');
}

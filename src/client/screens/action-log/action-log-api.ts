import useSWR from 'swr';
import type { ApiBody, ApiReply } from '#contract/api';
import { call } from '../../api/fetcher';
import { readList } from '../../ui/list/list-read';
import { dayStartIso } from '../../i18n/business-zone';
import type { Translate } from '../../i18n/message-key';
import { targetLabel } from './action-labels';

export type ActionLogBody = ApiBody<'/admins/action-log/list'>;
export type ActionLogFilters = NonNullable<ActionLogBody['filters']>;

/** `null` reads nothing: a filter of the URL does not parse, and the screen says so instead. */
export function useActionLog(body: ActionLogBody | null) {
  return useSWR<ApiReply<'/admins/action-log/list'>, Error>(
    body && ['/admins/action-log/list', JSON.stringify(body)],
    () => readList('/admins/action-log/list', body!),
    {
      keepPreviousData: true,
    },
  );
}

/** The URL's filters as the contract takes them; the "to" day counts whole (exclusive next midnight). */
export function logFilters(q: URLSearchParams): ActionLogFilters {
  const get = (k: string) => (q.get(k) ?? '').trim();
  const f: ActionLogFilters = {};
  const admin = Number(get('adminId'));
  if (Number.isInteger(admin) && admin > 0) f.adminId = admin;
  if (/^[a-z_]+(\.[a-z_]*)?$/.test(get('action'))) f.action = get('action');
  if (get('targetType')) f.targetType = get('targetType');
  if (get('targetId')) f.targetId = get('targetId');
  const from = dayStartIso(get('from'));
  const to = dayStartIso(get('to'), 1);
  if (from) f.from = from;
  if (to) f.to = to;
  return f;
}

/**
 * Exports the filtered log and hands it to the browser as a file. The server's text already
 * starts with a UTF-8 BOM, so spreadsheets read zh-CN correctly; the Blob keeps it byte for byte.
 */
export async function exportActionLog(filters: ActionLogFilters): Promise<{ rows: number; truncated: boolean }> {
  const reply = await call('/admins/action-log/export', { filters });
  const url = URL.createObjectURL(new Blob([reply.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = reply.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return { rows: reply.rows, truncated: reply.truncated };
}

export type ChainReport = Awaited<ReturnType<typeof verifyActionLogChain>>;

/** Walks the log's hash chain on the server; the outcome is logged there too. */
export function verifyActionLogChain() {
  return call('/admins/action-log/verify', {});
}

/**
 * What an entry acted on, as a reader names it: `Moment #42`; a target without an id (the log
 * itself, verified) by its kind alone; one named by a path or a name (`Endpoint /admins/admin/create`)
 * without the `#` that says "number".
 */
export function targetText(entry: { targetType: string; targetId: string }, t: Translate): string {
  const kind = targetLabel(entry.targetType, t);
  if (entry.targetId === '') return kind;
  return /^\d+$/.test(entry.targetId) ? `${kind} #${entry.targetId}` : `${kind} ${entry.targetId}`;
}

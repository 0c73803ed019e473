import type { MessageKey } from '../../i18n/message-key';

/** One filter of a list, kept in the URL under `name` as a string. */
export type FilterDef =
  | { name: string; label: MessageKey; kind: 'text' | 'id' }
  | { name: string; label: MessageKey; kind: 'boolean' }
  | { name: string; label: MessageKey; kind: 'date' }
  | { name: string; label: MessageKey; kind: 'select'; options: readonly { value: string; label: MessageKey }[] };

/** Whether an `id` filter's text is an id the API takes: a whole number from 1, ten digits at most. */
export const isIdText = (text: string): boolean => /^[1-9][0-9]{0,9}$/.test(text);

/** Query keys a filter bar does not own (paging and modes), kept when the filters reset. */
export const NON_FILTER_KEYS = ['page', 'pageSize', 'queue'] as const;

/** The filters' values read from the query; empty ones are left out. */
export function filterValues(defs: readonly FilterDef[], query: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of defs) {
    const v = query.get(d.name);
    if (v) out[d.name] = v;
  }
  return out;
}

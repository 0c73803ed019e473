import type { MessageKey } from '../../i18n/message-key';

/**
 * One filter of a list, kept in the URL under `name` as a string. `id`, `amount` (money in a
 * currency's units, 0 or more) and `currency` (an ISO 4217 code) are typed and checked: a value
 * that is not one is marked under its field (`typedFilterProblem`).
 */
export type FilterDef =
  | { name: string; label: MessageKey; kind: 'text' | TypedKind }
  | { name: string; label: MessageKey; kind: 'boolean' }
  | { name: string; label: MessageKey; kind: 'date' }
  | { name: string; label: MessageKey; kind: 'select'; options: readonly { value: string; label: MessageKey }[] };

/** Whether an `id` filter's text is an id the API takes: a whole number from 1, ten digits at most. */
export const isIdText = (text: string): boolean => /^[1-9][0-9]{0,9}$/.test(text);

/** The kinds whose typed text is checked before it filters anything. */
export type TypedKind = 'id' | 'amount' | 'currency';

const TYPED_CHECKS: Record<TypedKind, { ok: (text: string) => boolean; problem: MessageKey }> = {
  id: { ok: isIdText, problem: 'list.filters.notAnId' },
  // What `inputToCents` reads: the currency's own decimals are the screen's to check.
  amount: { ok: (text) => /^\d{1,9}(?:[.,]\d*)?$/.test(text), problem: 'list.filters.notAnAmount' },
  // The contract takes upper case only; the field sends what it was typed in upper case.
  currency: { ok: (text) => /^[A-Za-z]{3}$/.test(text), problem: 'list.filters.notACurrency' },
};

/** Why a typed filter's text is not a value of its kind, or null when it is one (or empty, or not typed). */
export function typedFilterProblem(def: FilterDef, text: string): MessageKey | null {
  const value = text.trim();
  if (value === '' || (def.kind !== 'id' && def.kind !== 'amount' && def.kind !== 'currency')) return null;
  const check = TYPED_CHECKS[def.kind];
  return check.ok(value) ? null : check.problem;
}

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

import { useEffect, useState } from 'react';
import type { SearchResult } from '#contract/api/search';
import { MODERATED_KINDS } from '#contract/moderated-kinds';
import { call } from '../api/fetcher';
import { isMessageKey, t } from '../i18n/i18n';
import { routeByName } from '../routes';
import { recordQuery } from './record-query';

const DEBOUNCE_MS = 200;

/**
 * Records matching what is typed in the palette (an id, an order number, the start of a
 * nickname, or a kind's name and an id: "order #123" asks for id 123 and keeps the orders), asked
 * for once typing pauses; the palette's commands never wait for them. A failed or outdated answer
 * shows nothing.
 */
export function useRecordSearch(search: string, enabled: boolean): { results: SearchResult[]; pending: boolean } {
  const q = search.trim();
  const [found, setFound] = useState<{ q: string; results: SearchResult[] }>({ q: '', results: [] });
  useEffect(() => {
    if (!enabled || q === '') return;
    const abort = new AbortController();
    const asked = recordQuery(q);
    const timer = setTimeout(() => {
      call('/admins/search', { q: asked.q }, { quiet: true, signal: abort.signal }).then(
        ({ results }) => setFound({ q, results: asked.kind ? results.filter((r) => r.kind === asked.kind) : results }),
        () => undefined,
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q, enabled]);
  const answered = enabled && found.q === q;
  // Asked for, or about to be: an Enter with nothing to choose yet waits for it (palette.tsx).
  return { results: answered ? found.results : [], pending: enabled && q !== '' && !answered };
}

/** The record in its list, filtered to it, with its detail open. */
export function recordPath(r: SearchResult): string | null {
  const route = routeByName(r.kind === 'order' ? 'OrderList' : MODERATED_KINDS[r.kind].screen);
  if (!route) return null;
  if (r.kind !== 'order') return `${route.path}?id=${r.id}&open=${r.id}`;
  // The order list filters by order number (its label), not by id; `order` opens the detail.
  const query = new URLSearchParams({ orderNo: r.label, order: String(r.id) });
  return `${route.path}?${query.toString()}`;
}

const STATUS_PREFIX: Record<SearchResult['kind'], string> = {
  account: 'mod.status.',
  moment: 'mod.audit.',
  moment_comment: 'mod.audit.',
  question: 'mod.audit.',
  question_reply: 'mod.audit.',
  reply_comment: 'mod.audit.',
  // A message has no state; the server sends its kind, which its card names.
  message: 'mod.messageKind.',
  report: 'mod.report.',
  avatar_cert: 'mod.audit.',
  about_answer: 'mod.audit.',
  order: 'orders.status.',
};

/** The record's state in the user's language, as its list names it. */
export function recordStatus(r: SearchResult): string {
  const key = STATUS_PREFIX[r.kind] + r.status;
  return isMessageKey(key) ? t(key) : r.status;
}

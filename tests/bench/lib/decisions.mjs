// What the decision benches send: the 500 ids of a bulk decision and one enforcement with a
// content act per pending moment, each on a different moment and author, as the queue's
// suspend-with-the-content-disabled key sends it (queue-enforcement.ts).
import { call } from './server.mjs';

/** The 500 newest moments' ids (any status), three pages of the moments list. */
export async function bulkIds(url, token) {
  const ids = [];
  let cursor;
  while (ids.length < 500) {
    const page = await call(
      url,
      '/admins/moment-list/get',
      { pageSize: 200, filters: {}, ...(cursor ? { cursor } : {}) },
      token,
    );
    ids.push(...page.list.map((m) => m.id));
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return ids.slice(0, 500);
}

/**
 * `n` pending moments, oldest first (away from the queue page and the bulk ids), one per author,
 * by authors neither banned nor deleted.
 */
export async function enforceCandidates(url, token, n) {
  const seen = new Set();
  const out = [];
  let cursor;
  while (out.length < n) {
    const page = await call(
      url,
      '/admins/moment-list/get',
      {
        pageSize: 200,
        filters: { auditStatus: 'PENDING' },
        sort: { field: 'createdAt', order: 'asc' },
        ...(cursor ? { cursor } : {}),
      },
      token,
    );
    for (const m of page.list) {
      if (seen.has(m.accountId) || m.author.status === 'BANNED' || m.author.status === 'DELETED') continue;
      seen.add(m.accountId);
      out.push({ id: m.id, version: m.version, accountId: m.accountId });
      if (out.length === n) break;
    }
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return out;
}

/** The body of one suspension with its content disabled (and so decided), replacing one in force. */
export const enforceBody = (m) => ({
  accountId: m.accountId,
  kind: 'suspend',
  days: 3,
  reasonCode: 'spam',
  content: { kind: 'moment', id: m.id, disable: true, expectedVersion: m.version },
  replaceActive: true,
});

/**
 * Autocannon requests that send each candidate once, in turn across all connections; drive them
 * with `amount: candidates.length` so no author is enforced twice.
 */
export function enforceRequests(candidates) {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest: (req) => ({ ...req, body: JSON.stringify(enforceBody(candidates[next++ % candidates.length])) }),
    },
  ];
}

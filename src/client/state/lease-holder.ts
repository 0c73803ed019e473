const KEY = 'queue-lease-holder';

let current: string | null = null;

/**
 * This tab's lease holder id (issue 38), so that a second tab of the same moderator is handed
 * other items. sessionStorage carries it over a reload, but a duplicated tab starts with a copy of
 * that storage: so the page takes the id out of storage while it lives and puts it back only as it
 * goes (`pagehide`, which a reload fires). A duplicate of a live tab then finds none and draws its
 * own. Claimed when the console's chunk arrives (shell.tsx), before a tab can be duplicated from this one.
 */
export function claimLeaseHolder(): string {
  if (current) return current;
  let id: string | null = null;
  try {
    id = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    // A locked-down browser: the id lives as long as the page.
  }
  const mine = id ?? crypto.randomUUID();
  current = mine;
  addEventListener('pagehide', () => storeFor(mine));
  // Back from the back-forward cache, the page lives again: out of storage once more.
  addEventListener('pageshow', (e) => {
    if (e.persisted) storeFor(null);
  });
  return mine;
}

function storeFor(id: string | null): void {
  try {
    if (id) sessionStorage.setItem(KEY, id);
    else sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** This tab's holder id; every lease, release and live event of the queue names it. */
export const leaseHolder = (): string => current ?? claimLeaseHolder();

import { useState } from 'react';
import type { AccountInfo } from '#contract/api/moderation-account-info';
import { revealAccountInfo } from '../api/account-endpoints';

interface Revealed {
  accountId: number;
  info: AccountInfo | null;
  pending: boolean;
  failed: boolean;
}

/**
 * The account's private parts, fetched (and logged by the server) only when the moderator presses
 * for them, and kept for this drawer only: another account, or the drawer opened again, starts
 * masked.
 */
export function useReveal(accountId: number) {
  const [state, setState] = useState<Revealed>({ accountId, info: null, pending: false, failed: false });
  const current = state.accountId === accountId ? state : { accountId, info: null, pending: false, failed: false };
  const run = () => {
    setState({ accountId, info: null, pending: true, failed: false });
    revealAccountInfo(accountId).then(
      (info) => setState((s) => (s.accountId === accountId ? { accountId, info, pending: false, failed: false } : s)),
      () => setState((s) => (s.accountId === accountId ? { accountId, info: null, pending: false, failed: true } : s)),
    );
  };
  return { info: current.info, pending: current.pending, failed: current.failed, run };
}

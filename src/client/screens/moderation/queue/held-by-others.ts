import type { HeldByOthers } from '#contract/api/moderation-queue';
import type { Translate } from '#client/i18n/message-key';

/** No other holder: what a lease with nothing held elsewhere says. */
export const NOBODY_ELSE: HeldByOthers = { items: 0, moderators: 0, ownTabs: 0 };

/**
 * Why nothing more is handed out while items wait: held by other moderators (one, or how many),
 * by this moderator's other tabs (given back when they close or go idle), or both.
 */
export function heldByOthersText(t: Translate, held: HeldByOthers): string {
  const params = { n: held.items, m: held.moderators, tabs: held.ownTabs };
  if (held.moderators === 0)
    return t(held.ownTabs === 1 ? 'mod.queue.heldByOwnTab' : 'mod.queue.heldByOwnTabs', params);
  if (held.ownTabs === 0) return t(held.moderators === 1 ? 'mod.queue.heldByOther' : 'mod.queue.heldByOthers', params);
  return t(held.moderators === 1 ? 'mod.queue.heldByOtherAndTabs' : 'mod.queue.heldByOthersAndTabs', params);
}

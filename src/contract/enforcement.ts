/**
 * Enforcement on accounts (issue 18): the kinds, the appeal states and the suspension presets the
 * console offers. Free of zod: the queues load it.
 */
import {
  CITE_LINK_KINDS,
  DECIDE_LINK_KINDS,
  DISABLE_LINK_KINDS,
  type CiteLinkKind,
  type DecideLinkKind,
  type DisableLinkKind,
} from './moderated-kinds';

export const ENFORCEMENT_KINDS = ['warn', 'suspend', 'ban'] as const;
export type EnforcementKind = (typeof ENFORCEMENT_KINDS)[number];

export const APPEAL_STATES = ['none', 'pending', 'upheld', 'overturned'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

/** The decisions of the Appeals queue. */
export const APPEAL_DECISIONS = ['uphold', 'overturn'] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/** Suspension lengths offered with one key; anything else is a custom number of days or an end. */
export const SUSPEND_PRESET_DAYS = [1, 3, 7, 30] as const;
/** Shorter suspensions, given as `hours` instead of `days`. */
export const SUSPEND_PRESET_HOURS = [1, 6, 12] as const;
/** The longest suspension; past that, ban. */
export const SUSPEND_MAX_DAYS = 365;
/** The longest suspension in hours (`SUSPEND_MAX_DAYS` of them). */
export const SUSPEND_MAX_HOURS = SUSPEND_MAX_DAYS * 24;

/** Content an enforcement can name as its cause (the registry's `enforcementLink`, src/contract/moderated-kinds.ts). */
export const LINKABLE_KINDS: readonly LinkableKind[] = [
  ...DISABLE_LINK_KINDS,
  ...DECIDE_LINK_KINDS,
  ...CITE_LINK_KINDS,
];
export type LinkableKind = DisableLinkKind | DecideLinkKind | CiteLinkKind;

/** Content the same call may also disable (the enabled-flag kinds). */
export const DISABLEABLE_KINDS: readonly DisableableKind[] = DISABLE_LINK_KINDS;
export type DisableableKind = DisableLinkKind;

/**
 * Content an act on its author decides when taken from it (the kinds with an audit status): the
 * item leaves every queue with the status `decidedStatusOf` gives it.
 */
export const DECIDABLE_KINDS: readonly DecidableKind[] = [...DISABLE_LINK_KINDS, ...DECIDE_LINK_KINDS];
export type DecidableKind = DisableLinkKind | DecideLinkKind;

/**
 * The audit status an item gets when an act on its author is taken from it: visible afterwards,
 * it is APPROVED (the moderator left it up); hidden (disabled with the act, or already hidden, as
 * by a rule's hold), it is REJECTED, and the hold ends with it.
 */
export function decidedStatusOf(visibleAfter: boolean): 'APPROVED' | 'REJECTED' {
  return visibleAfter ? 'APPROVED' : 'REJECTED';
}

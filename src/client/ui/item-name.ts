import type { ModeratedKind } from '#contract/moderated-kinds';
import type { Translate } from '../i18n/message-key';

/**
 * One item as a reader names it, in the singular: "Moment comment #12", never the plural of its
 * list ("Moment comments #12"). The palette's record search names its results the same way.
 */
export const itemName = (kind: ModeratedKind, id: number | string, t: Translate): string =>
  t(`palette.record.${kind}`, { id });

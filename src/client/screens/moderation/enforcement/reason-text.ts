import { REASON_CODES } from '#contract/moderation-reasons';
import type { MessageKey } from '#client/i18n/message-key';
import { reasonKey } from '../queue/actions';

/**
 * An enforcement's reason in the reader's language: a preset by its code (the stored words are in
 * the default language), then the moderator's note as written.
 */
export function reasonText(e: { reasonCode: string | null; reason: string }, t: (key: MessageKey) => string): string {
  const at = (REASON_CODES as readonly string[]).indexOf(e.reasonCode ?? '');
  if (at < 0) return e.reason;
  const preset = t(reasonKey(at + 1));
  const colon = e.reason.indexOf(': ');
  return colon >= 0 && e.reason.startsWith('[') ? `${preset}: ${e.reason.slice(colon + 2)}` : preset;
}

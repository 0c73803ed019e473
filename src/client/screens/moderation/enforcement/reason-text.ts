import { CERT_REASON_CODES, REASON_CODES } from '#contract/moderation-reasons';
import type { MessageKey } from '#client/i18n/message-key';
import { reasonKey } from '../queue/actions';

/**
 * An enforcement's reason in the reader's language: a preset by its code (the stored words are in
 * the default language), then the moderator's note as written.
 */
export function reasonText(e: { reasonCode: string | null; reason: string }, t: (key: MessageKey) => string): string {
  const content = (REASON_CODES as readonly string[]).indexOf(e.reasonCode ?? '');
  const cert = (CERT_REASON_CODES as readonly string[]).indexOf(e.reasonCode ?? '');
  if (content < 0 && cert < 0) return e.reason;
  const preset = t(content >= 0 ? reasonKey(content + 1) : reasonKey(cert + 1, 'avatar_cert'));
  const colon = e.reason.indexOf(': ');
  return colon >= 0 && e.reason.startsWith('[') ? `${preset}: ${e.reason.slice(colon + 2)}` : preset;
}

import type { ApkChannel } from '#contract/api/channels';
import { channelFields } from '#contract/api/channels';
import { fieldRule } from '../../i18n/rule-text';

export interface ChannelDraft {
  code: string;
  name: string;
  downloadUrl: string;
  version: string;
  enabled: boolean;
  note: string;
}
export type ChannelField = keyof ChannelDraft;
export type ChannelErrors = Partial<Record<ChannelField, string>>;

export const EMPTY_CHANNEL: ChannelDraft = {
  code: '',
  name: '',
  downloadUrl: 'https://',
  version: '',
  enabled: true,
  note: '',
};

export function draftOf(c: ApkChannel): ChannelDraft {
  return {
    code: c.code,
    name: c.name,
    downloadUrl: c.downloadUrl,
    version: c.version,
    enabled: c.enabled,
    note: c.note,
  };
}

const TEXT_FIELDS = ['code', 'name', 'downloadUrl', 'version', 'note'] as const;

/** One field checked by the contract's own rule, so the message is the server's. */
export function channelFieldError(field: ChannelField, draft: ChannelDraft): string | undefined {
  return fieldRule(channelFields[field], draft[field]);
}

/** Every field at once (on save); the code is not checked when editing, it cannot change. */
export function channelErrors(draft: ChannelDraft, editing: boolean): ChannelErrors {
  const errors: ChannelErrors = {};
  for (const f of TEXT_FIELDS) {
    if (f === 'code' && editing) continue;
    const e = channelFieldError(f, draft);
    if (e) errors[f] = e;
  }
  return errors;
}

import type { Translate } from '#client/i18n/message-key';
import { ACTIONS } from '../queue/actions';
import type { WaveAsk } from './wave-state';

/** What the bulk confirm dialog says of a wave decision: "Reject 38 posts and suspend 12 accounts for 7 days?" */
export function waveConfirmText(t: Translate, ask: WaveAsk): { title: string; description: string; confirm: string } {
  const params = { action: t(ACTIONS[ask.decision].title), n: ask.items, m: ask.accounts };
  const a = ask.authors;
  const title = !a
    ? t('wave.confirm.items', params)
    : a.kind === 'suspend'
      ? t('wave.confirm.suspend', { ...params, days: a.days ?? 0 })
      : t(a.kind === 'ban' ? 'wave.confirm.ban' : 'wave.confirm.warn', params);
  return { title, description: t('wave.confirm.description', { n: ask.items }), confirm: t('wave.confirm.go') };
}

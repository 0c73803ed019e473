import type { ApiBody, ApiReply } from '#contract/api';
import { call } from '#client/api/fetcher';

export type WaveGetReply = ApiReply<'/admins/wave/get'>;
export type WaveDecideReply = ApiReply<'/admins/wave/decide'>;

/** One wave as its view shows it: summary, items (newest first) and authors. */
export function getWave(id: number): Promise<WaveGetReply> {
  return call('/admins/wave/get', { id });
}

/** One decision for the named items of a wave, and optionally an act on every author. */
export function decideWave(body: ApiBody<'/admins/wave/decide'>): Promise<WaveDecideReply> {
  return call('/admins/wave/decide', body);
}

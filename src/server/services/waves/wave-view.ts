import type { Db } from '../../db/client';
import { readWave, waveAuthors, waveItems } from '../../db/wave-view-rows';
import { waveSummaryOf } from '../../db/wave-summary-rows';
import { notFound } from '../../domain/api-error';
import type { ApiReply } from '#contract/api';
import { similarity } from './fingerprint';

const fromStored = (signature: number[]) => ({ signature: Uint32Array.from(signature, (x) => x >>> 0), bands: [] });

/** One wave as its view shows it: summary, newest items with their likeness to the first, authors. */
export async function waveView(db: Db, id: number, now: Date): Promise<ApiReply<'/admins/wave/get'>> {
  const wave = await readWave(db, id);
  if (!wave) throw notFound('wave');
  const [{ items, first }, accounts] = await Promise.all([waveItems(db, wave.kind, id), waveAuthors(db, id, now)]);
  const firstPrint = first === null ? null : fromStored(first);
  return {
    wave: waveSummaryOf(wave),
    items: items.map(({ signature, ...item }) => ({
      ...item,
      similarity: firstPrint === null ? 0 : similarity(firstPrint, fromStored(signature)),
    })),
    accounts,
  };
}

import { below, weighted } from './sql-expr';
import { SALT } from './salts';

/** Picture ids of each kind of row, in separate ranges so no two rows share a picture. */
export const PHOTO_BASE = { moment: 0, message: 20_000_000, selfie: 30_000_000 } as const;

const photoUrl = (id: string) => `'/media/photo/' || (${id}) || '.svg'`;

/** A chat picture's URL. */
export function messagePhoto(n: string): string {
  return photoUrl(`${PHOTO_BASE.message} + ${n}`);
}

export function selfiePhoto(id: string): string {
  return photoUrl(`${PHOTO_BASE.selfie} + ${id}`);
}

/**
 * A moment's media list: 42 % text only, 45 % one to nine pictures (the app's grid sizes),
 * 13 % one video. Videos are shown by their poster frame, which the server draws like a photo.
 */
export function momentMedia(n: string): string {
  const item = (kind: 'image' | 'video', j: number) =>
    `jsonb_build_object('kind', '${kind}', 'url', ${photoUrl(`${PHOTO_BASE.moment} + (${n})::int8 * 9 + ${j}`)})`;
  const grid = (count: number) =>
    `jsonb_build_array(${Array.from({ length: count }, (_, j) => item('image', j)).join(', ')})`;
  const sizes = [1, 2, 3, 4, 6, 9] as const;
  const count = weighted(
    sizes.map((s, i) => [String(s), [30, 10, 20, 10, 15, 15][i] ?? 1] as const),
    n,
    SALT.momentMedia + 1000,
  );
  const roll = below(n, SALT.momentMedia, 100);
  return `(CASE WHEN ${roll} < 42 THEN '[]'::jsonb
    WHEN ${roll} < 87 THEN (CASE ${count} ${sizes.map((s) => `WHEN ${s} THEN ${grid(s)}`).join(' ')} END)
    ELSE jsonb_build_array(${item('video', 0)}) END)`;
}

/** Deterministic pictures for demo content: the same id always draws the same image. */

function hue(seed: number, salt: number): number {
  let x = (seed * 2654435761 + salt * 40503) >>> 0;
  x ^= x >>> 15;
  return x % 360;
}

/**
 * A head and shoulders on a colour of its own. Nothing is drawn in the corners: the console shows
 * avatars in a circle, which would cut lettering there to a stray stroke at the edge.
 */
export function avatarSvg(id: number): string {
  const h = hue(id, 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" fill="hsl(${h} 55% 55%)"/>
<circle cx="48" cy="38" r="18" fill="hsl(${h} 60% 85%)"/>
<path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="hsl(${h} 60% 85%)"/>
</svg>`;
}

export function photoSvg(id: number): string {
  const a = hue(id, 2);
  const b = hue(id, 3);
  const sun = 20 + (id % 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 70%)"/><stop offset="1" stop-color="hsl(${b} 60% 45%)"/></linearGradient></defs>
<rect width="320" height="240" fill="url(#g)"/>
<circle cx="${sun * 3}" cy="70" r="26" fill="hsl(${(a + 40) % 360} 90% 85%)"/>
<path d="M0 240 L90 130 L150 190 L220 110 L320 240 Z" fill="hsl(${b} 35% 30%)" opacity="0.8"/>
</svg>`;
}

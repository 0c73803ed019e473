import { describe, expect, it } from 'vitest';
import { avatarSvg } from '#server/lib/demo-media';

describe('demo avatars', () => {
  it('draw no lettering: the console crops avatars to a circle, which would cut a corner letter to a stroke at its edge', () => {
    for (const id of [1, 26, 5000, 900_000]) expect(avatarSvg(id)).not.toContain('<text');
  });
});

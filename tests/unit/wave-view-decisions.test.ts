import { expect, it } from 'vitest';
import { WAVE_DECISIONS } from '#contract/api/waves';
import { WAVE_VIEW_DECISIONS } from '#client/screens/moderation/wave/wave-commands';

it('the wave view’s keys cover exactly the contract’s wave decisions', () => {
  expect([...WAVE_VIEW_DECISIONS].sort()).toEqual([...WAVE_DECISIONS].sort());
});

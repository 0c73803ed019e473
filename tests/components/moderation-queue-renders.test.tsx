import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installModerationFake, moment } from './moderation-fake';
import { openAs, waitForFocus } from './moderation-helpers';

const filterBarDrawn = vi.hoisted(() => ({ times: 0 }));

vi.mock('../../src/client/ui/list/filter-bar', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/client/ui/list/filter-bar')>();
  return {
    ...original,
    FilterBar: (props: Parameters<typeof original.FilterBar>[0]) => {
      filterBarDrawn.times += 1;
      return original.FilterBar(props);
    },
  };
});

beforeEach(() => {
  const api = installModerationFake();
  api.moments = Array.from({ length: 12 }, (_, i) => moment(i + 1));
});

describe('a key that moves the queue’s cursor', () => {
  it('does not draw the filter bar again', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    const before = filterBarDrawn.times;
    await user.keyboard('jjj');
    await waitForFocus(4);
    await user.keyboard('a');
    await waitForFocus(5);
    expect(filterBarDrawn.times).toBe(before);
    // The count is live: leaving queue mode draws the bar, with the list's tools.
    await user.click(screen.getByRole('button', { name: /Leave queue mode/ }));
    await waitFor(() => expect(filterBarDrawn.times).toBeGreaterThan(before));
  });
});

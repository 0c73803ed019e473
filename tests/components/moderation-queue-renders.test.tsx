import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installModerationFake, moment } from './moderation-fake';
import { openAs, waitForFocus } from './moderation-helpers';

const filterBarDrawn = vi.hoisted(() => ({ times: 0 }));
const cardsDrawn = vi.hoisted(() => ({ times: 0 }));

vi.mock('../../src/client/screens/moderation/parts/content-card', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/client/screens/moderation/parts/content-card')>();
  return {
    ...original,
    ContentCard: (props: Parameters<typeof original.ContentCard>[0]) => {
      cardsDrawn.times += 1;
      return original.ContentCard(props);
    },
  };
});

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

let api: ReturnType<typeof installModerationFake>;

beforeEach(() => {
  api = installModerationFake();
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

describe('the reply to a decision', () => {
  it('draws the decided item’s mark, not the queue’s cards again', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    // The write waits until released, so the key's own drawing is over before its reply comes.
    let release!: () => void;
    const replied = new Promise<void>((resolve) => (release = resolve));
    const served = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/admins/update-audit-status')) await replied;
      return served(input, init);
    });
    await user.keyboard('a');
    await waitForFocus(2);
    const previous = () => document.querySelector('[data-queue-previous="1"] [data-mark]');
    await waitFor(() => expect(previous()).toHaveAttribute('data-mark', 'pending'));
    const before = cardsDrawn.times;
    release();
    await waitFor(() => expect(previous()).toHaveAttribute('data-mark', 'done'));
    expect(api.bodies('/admins/update-audit-status')).toHaveLength(1);
    expect(cardsDrawn.times).toBe(before);
  });
});

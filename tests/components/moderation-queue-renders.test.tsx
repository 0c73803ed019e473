import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installModerationFake, moment } from './moderation-fake';
import { focusedId, openAs, waitForFocus } from './moderation-helpers';
import { contractChecked } from './contract-check';

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

  it('draws the cards of the items it moved, not the next items that stay where they were', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    // Five next items are drawn under the focused one; a key that moves on changes three cards:
    // the item left (now the line above), the item reached (now large) and the one that came in.
    let before = cardsDrawn.times;
    await user.keyboard('j');
    await waitForFocus(2);
    expect(cardsDrawn.times - before).toBe(3);
    before = cardsDrawn.times;
    await user.keyboard('a');
    await waitForFocus(3);
    await waitFor(() =>
      expect(document.querySelector('[data-queue-previous="2"] [data-mark]')).toHaveAttribute('data-mark', 'done'),
    );
    expect(cardsDrawn.times - before).toBe(3);
    // What is drawn is the rows as they are: the decided item's card says so.
    expect(document.querySelector('[data-queue-previous="2"]')).toHaveTextContent('Approved');
  });

  it('sends the decision once the frame that shows it is drawn, not from the key itself', async () => {
    await openAs('/audit-center/moment-list?queue=1');
    await waitForFocus(1);
    // Frames are held here: none is drawn until the test says so, however slow the machine.
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      await act(async () => {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', code: 'KeyA', bubbles: true }));
        await Promise.resolve();
      });
      // The key's render is done (the cursor moved), and no request has started yet.
      expect(focusedId()).toBe(2);
      expect(api.bodies('/admins/update-audit-status')).toHaveLength(0);
      expect(frames.length).toBeGreaterThan(0);
    } finally {
      frame.mockRestore();
    }
    for (const callback of frames.splice(0)) callback(performance.now());
    await waitFor(() =>
      expect(api.bodies('/admins/update-audit-status')).toEqual([expect.objectContaining({ ids: [1] })]),
    );
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
    vi.stubGlobal(
      'fetch',
      contractChecked(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/admins/update-audit-status')) await replied;
        return served(input, init);
      }),
    );
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

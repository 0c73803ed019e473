import { act, fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installModerationFake, moment } from './moderation-fake';
import { openAs, waitForFocus } from './moderation-helpers';
import { waitForUrl } from './render-app';

beforeEach(() => {
  const api = installModerationFake();
  api.moments = Array.from({ length: 4 }, (_, i) => moment(i + 1));
});

describe('a key typed right after one that leads to another page', () => {
  it('acts on that page, not on the one left: `g m q` at machine speed opens the moments queue', async () => {
    await openAs('/dashboard/workplace');
    await waitForUrl('/dashboard/workplace');
    // One go, with no render between the keys: `q` comes while the workplace is still on screen.
    act(() => {
      for (const key of ['g', 'm', 'q']) fireEvent.keyDown(document.body, { key });
    });
    await waitForFocus(1);
    expect(new URLSearchParams(window.location.search).get('queue')).toBe('1');
  });
});

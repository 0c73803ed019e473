import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { openAs } from './moderation-helpers';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 5 }, (_, i) => moment(i + 1));
});

describe('a list’s text filter', () => {
  it('applies as it is typed, once the typist pauses, without Enter; the field keeps focus and its text', async () => {
    const { user } = await openAs('/audit-center/moment-list');
    await screen.findByRole('grid', { name: 'Moments' }, { timeout: 30_000 });
    const field = screen.getByRole('textbox', { name: 'Text contains' });
    await user.type(field, 'spam ');
    await waitFor(() => expect(new URLSearchParams(location.search).get('text')).toBe('spam'));
    expect(field).toHaveFocus();
    expect(field).toHaveValue('spam ');
    expect(
      api.bodies('/admins/moment-list/get').some((b) => (b.filters as Record<string, unknown>)?.text === 'spam'),
    ).toBe(true);
  }, 45_000);
});

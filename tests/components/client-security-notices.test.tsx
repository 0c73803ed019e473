import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi, type FakeApi } from './fake-api';
import { renderLoggedIn } from './render-app';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

describe('security notices', () => {
  it('shows what happened to the account in a dialog of its own chunk, until the admin has read it', async () => {
    api.securityNotices = [
      {
        id: 7,
        kind: 'SECOND_FACTOR_LOCKED',
        at: '2026-11-28T10:00:00.000Z',
        data: { failures: 5, windowSeconds: 600, sources: ['203.0.113.9'] },
      },
    ];
    const { user } = await renderLoggedIn(DEFAULT_ROUTE_PATH, 'root');
    const dialog = await screen.findByRole('dialog', { name: 'About your account' });
    expect(within(dialog).getByText(/203\.0\.113\.9/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I have read this' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'About your account' })).not.toBeInTheDocument());
    expect(api.securityNotices).toEqual([]);
  });

  it('loads no dialog when there is nothing to tell', async () => {
    await renderLoggedIn(DEFAULT_ROUTE_PATH, 'root');
    await screen.findByRole('navigation', { name: 'Side menu' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

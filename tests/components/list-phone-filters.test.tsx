import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHONE } from '#client/ui/use-media-query';
import { installOpsFakeApi, order } from './ops-fake-api';
import { renderLoggedIn, routePath } from './render-app';

beforeEach(() => {
  installOpsFakeApi().orders.push(order(1, { amountCents: 450, currency: 'USD' }));
  // A phone's width: the list's filters wait behind a button.
  window.matchMedia = ((query: string) => ({
    media: query,
    matches: query === PHONE,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  // The stub goes: the next file's screens see the DOM's own matchMedia.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('a list on a phone', () => {
  it('says on the filters button how many filters are set, so a filtered list does not look whole', async () => {
    await renderLoggedIn(`${routePath('OrderList')}?currency=USD&amountMin=1`, 'root');
    const button = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(await screen.findByRole('grid')).getByText('NO000001')).toBeInTheDocument();
  });

  it('names the button plainly when no filter is set', async () => {
    await renderLoggedIn(routePath('OrderList'), 'root');
    expect(await screen.findByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  });
});

import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installOpsFakeApi, order, type OpsFakeApi } from './ops-fake-api';
import { renderLoggedIn } from './render-app';

let api: OpsFakeApi;

beforeEach(() => {
  api = installOpsFakeApi();
  // Newest first, 20 a page: order 743 is far from the first page of the unfiltered list.
  for (let id = 800; id >= 1; id--) api.orders.push(order(id, id % 2 ? {} : { status: 'PENDING' }));
  api.on('/admins/search', (b) => {
    const q = String(b.q).replace(/^#/, '');
    const results = api.orders
      .filter((o) => String(o.id) === q || o.orderNo === q)
      .map((o) => ({ kind: 'order', id: o.id, label: o.orderNo, status: o.status }));
    return { code: 200, data: { results } };
  });
  // The list as the server filters it: an order-number prefix, then the page.
  api.on('/admins/order-list/get', (b) => {
    const filters = (b.filters ?? {}) as { orderNo?: string };
    const matching = api.orders.filter((o) => !filters.orderNo || o.orderNo.startsWith(filters.orderNo));
    const page = Number(b.page ?? 1);
    const size = Number(b.pageSize ?? 20);
    const totals = { count: matching.length, paidCount: matching.length, byCurrency: [] };
    return {
      code: 200,
      data: {
        list: matching.slice((page - 1) * size, page * size),
        total: matching.length,
        totalCapped: false,
        nextCursor: null,
        totals,
      },
    };
  });
});

const listBodies = () => api.calls.filter((c) => c.path === '/admins/order-list/get').map((c) => c.body);

/** Logged in as root, the palette open. */
async function paletteAsRoot() {
  const { user } = await renderLoggedIn(DEFAULT_ROUTE_PATH, 'root');
  await user.keyboard('{Control>}k{/Control}');
  return { user, dialog: await screen.findByRole('dialog', { name: 'Command palette' }) };
}

describe('opening an order from the palette', () => {
  it('shows the order list filtered to it, its row there and its detail open, as for the other records', async () => {
    const { user, dialog } = await paletteAsRoot();
    await user.type(within(dialog).getByRole('combobox'), '#743');
    const option = await within(dialog).findByRole('option', { name: /Order #743/ });
    expect(option).toHaveTextContent('NO000743');
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');

    const pane = await screen.findByRole('complementary', { name: 'Order NO000743' });
    expect(pane).toBeInTheDocument();
    expect(window.location.pathname).toBe('/order-center/order-list');
    const query = new URLSearchParams(window.location.search);
    expect(query.get('orderNo')).toBe('NO000743');
    expect(query.get('order')).toBe('743');
    expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveValue('NO000743');
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ filters: { orderNo: 'NO000743' } }));

    const grid = screen.getByRole('grid', { name: 'Orders' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('NO000743');
    // With the pane open the table scrolls sideways: the status stays in view beside the number.
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1, 3)).toEqual(['Order number', 'Status']);
  });

  it('an Enter typed before the search has answered opens the first record when it comes', async () => {
    const { user, dialog } = await paletteAsRoot();
    // No command is named like this: Enter has nothing to choose until the records come.
    await user.type(within(dialog).getByRole('combobox'), '#743{Enter}');
    expect(api.calls.some((c) => c.path === '/admins/search')).toBe(false);
    expect(await screen.findByRole('complementary', { name: 'Order NO000743' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
  });

  it('an Enter held for the records is dropped when typing goes on', async () => {
    const { user, dialog } = await paletteAsRoot();
    await user.type(within(dialog).getByRole('combobox'), '#74{Enter}3');
    expect(await within(dialog).findByRole('option', { name: /Order #743/ })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();
    expect(window.location.pathname).not.toBe('/order-center/order-list');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installOpsFakeApi, order, type OpsFakeApi } from './ops-fake-api';
import { renderLoggedIn, routePath } from './render-app';

let api: OpsFakeApi;

beforeEach(() => {
  api = installOpsFakeApi();
  api.orders.push(
    order(1, { amountCents: 50_000 }),
    order(2, { amountCents: 450, currency: 'USD' }),
    order(3, { amountCents: 1_250, currency: 'JPY' }),
  );
  // The list as the server filters it: currency and the amount bounds, in minor units.
  api.on('/admins/order-list/get', (b) => {
    const f = (b.filters ?? {}) as { currency?: string; amountMin?: number; amountMax?: number };
    const list = api.orders.filter(
      (o) =>
        (!f.currency || o.currency === f.currency) &&
        (f.amountMin === undefined || o.amountCents >= f.amountMin) &&
        (f.amountMax === undefined || o.amountCents <= f.amountMax),
    );
    const totals = { count: list.length, paidCount: list.length, byCurrency: [] };
    return { code: 200, data: { list, total: list.length, totalCapped: false, nextCursor: null, totals } };
  });
});

const listFilters = () =>
  api.calls.filter((c) => c.path === '/admins/order-list/get').map((c) => (c.body as { filters: unknown }).filters);

async function rowsOf() {
  const grid = await screen.findByRole('grid', { name: 'Orders' });
  return within(grid)
    .queryAllByRole('row')
    .slice(1)
    .map((r) => r.textContent ?? '');
}

describe('order list filters', () => {
  it('takes a currency code and a decimal amount as typed, in the units of that currency', async () => {
    const { user } = await renderLoggedIn(routePath('OrderList'), 'root');
    await waitFor(async () => expect(await rowsOf()).toHaveLength(3));
    await user.type(screen.getByRole('textbox', { name: 'Currency' }), 'usd{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Amount at least' }), '4.5{Enter}');
    await waitFor(() => expect(listFilters().at(-1)).toEqual({ currency: 'USD', amountMin: 450 }));
    expect(new URLSearchParams(window.location.search).get('currency')).toBe('USD');
    await waitFor(async () => expect(await rowsOf()).toEqual([expect.stringContaining('NO000002')]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount at least' })).not.toHaveAttribute('aria-invalid');
  });

  it('a link with a currency and an amount filters with them and marks neither field', async () => {
    await renderLoggedIn(`${routePath('OrderList')}?currency=USD&amountMin=4.5`, 'root');
    await waitFor(async () => expect(await rowsOf()).toEqual([expect.stringContaining('NO000002')]));
    expect(listFilters()).toEqual([{ currency: 'USD', amountMin: 450 }]);
    expect(screen.getByRole('textbox', { name: 'Currency' })).toHaveValue('USD');
    expect(screen.queryByText(/Not an id/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an amount that does not parse empties the list under its message, never the rows of the amount before', async () => {
    const { user } = await renderLoggedIn(`${routePath('OrderList')}?amountMin=100`, 'root');
    await waitFor(async () => expect(await rowsOf()).toEqual([expect.stringContaining('NO000001')]));
    const amount = screen.getByRole('textbox', { name: 'Amount at least' });
    await user.clear(amount);
    await user.type(amount, '-5{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not an amount: enter a number such as 12.50');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('No order matches these filters.')).toBeInTheDocument();
    expect(screen.queryByText('NO000001')).not.toBeInTheDocument();
    expect(listFilters()).toEqual([{ amountMin: 10_000 }]);
  });

  it('an amount with more decimals than its currency has reads nothing and says why', async () => {
    await renderLoggedIn(`${routePath('OrderList')}?currency=JPY&amountMin=12.5`, 'root');
    expect(await screen.findByRole('alert')).toHaveTextContent('JPY amounts take at most 0 decimals');
    expect(await screen.findByText('No order matches these filters.')).toBeInTheDocument();
    expect(listFilters()).toEqual([]);
  });
});

describe('action log filters', () => {
  const logFilters = () =>
    api.calls.filter((c) => c.path === '/admins/action-log/list').map((c) => (c.body as { filters: unknown }).filters);
  const entry = {
    id: 1,
    at: '2024-05-01T08:00:00.000Z',
    adminId: 1,
    adminUsername: 'root',
    action: 'moment.review',
    targetType: 'moment',
    targetId: '42',
    reason: null,
    before: null,
    after: null,
    ip: '127.0.0.1',
    requestId: 'r1',
    repeats: 1,
  };

  it('an admin id that is not one reads nothing under its message, never the whole log', async () => {
    api.log.push(entry);
    const { user } = await renderLoggedIn(routePath('ActionLog'), 'root');
    const grid = await screen.findByRole('grid', { name: 'Action log' });
    await waitFor(() => expect(within(grid).getByText('Moment #42')).toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: 'Admin ID' }), 'root{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Not an id: enter a whole number such as 1024');
    await waitFor(() => expect(within(grid).queryByText('Moment #42')).not.toBeInTheDocument());
    expect(logFilters()).toEqual([{}]);
  });

  it('takes a target type chosen by its name, not checked as an id', async () => {
    const { user } = await renderLoggedIn(routePath('ActionLog'), 'root');
    await screen.findByRole('grid', { name: 'Action log' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target type' }), 'Moment');
    await waitFor(() => expect(logFilters().at(-1)).toEqual({ targetType: 'moment' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('order pane', () => {
  it('a link to an order that does not exist closes the pane and drops the order from the address', async () => {
    await renderLoggedIn(`${routePath('OrderList')}?order=999999`, 'root');
    expect(await screen.findByText('No such order')).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(window.location.search).has('order')).toBe(false));
    expect(screen.queryByText('Loading the order…')).not.toBeInTheDocument();
    expect(await rowsOf()).toHaveLength(3);
  });

  it('Enter on a row moves focus into the order pane; j and Enter still work from there, Esc closes it', async () => {
    const { user } = await renderLoggedIn(routePath('OrderList'), 'root');
    expect(await rowsOf()).toHaveLength(3);
    await user.keyboard('{Enter}');
    const pane = await screen.findByRole('complementary', { name: 'Order NO000001' });
    expect(within(pane).getByRole('heading', { name: 'Order NO000001' })).toHaveFocus();
    await user.keyboard('j{Enter}');
    const next = await screen.findByRole('complementary', { name: 'Order NO000002' });
    expect(within(next).getByRole('heading', { name: 'Order NO000002' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: /^Order/ })).not.toBeInTheDocument());
    expect(new URLSearchParams(window.location.search).has('order')).toBe(false);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeApi } from './fake-api';
import { renderApp, waitForUrl, routePath, renderLoggedIn } from './render-app';
import { installStatsApi, type StatsApi } from './stats-fake-api';

// happy-dom has no canvas; the chart itself is covered by stats-chart.test.tsx.
vi.mock('uplot', () => ({
  default: class {
    setData() {}
    setSize() {}
    destroy() {}
  },
}));

let api: FakeApi;
let stats: StatsApi;
beforeEach(() => {
  api = installFakeApi();
  stats = installStatsApi(api);
});

/** Catches the CSV the browser would save: the Blob behind the object URL and the file name. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let blob: Blob | null = null;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: (b: Blob) => ((blob = b), 'blob:csv'), revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

async function openPaidStats(query = '?from=2026-05-01&to=2026-05-03&granularity=day') {
  const { user } = await renderLoggedIn(`${routePath('PaidStats')}?${query.slice(1)}`, 'promote');
  const main = screen.getByRole('main');
  await within(main).findByRole('region', { name: 'Revenue, refunds and net' });
  // The panels are there as skeletons at once; the tests read the figures once they are in.
  await waitFor(() => expect(main.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
  return { user, main };
}

describe('paid stats screen', () => {
  it('shows the totals and the time zone, and exports the revenue table as UTF-8 CSV with a BOM', async () => {
    const saved = captureDownloads();
    const { user, main } = await openPaidStats();
    expect(within(main).getByText('Days and times are in the business time zone, Asia/Shanghai.')).toBeInTheDocument();
    expect(within(main).getByText('Revenue', { selector: 'dt' }).nextElementSibling).toHaveTextContent('CN¥330.00');
    expect(api.calls.find((c) => c.path === '/admins/paid-stats/get')?.body).toEqual({
      from: '2026-05-01',
      to: '2026-05-03',
      granularity: 'day',
    });

    const revenue = within(main).getByRole('region', { name: 'Revenue, refunds and net' });
    expect(within(revenue).getByRole('button', { name: 'Net revenue' })).toBeInTheDocument();
    const table = within(revenue).getByRole('table', { name: 'Revenue, refunds and net' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    await user.click(within(revenue).getByRole('button', { name: 'Export CSV' }));

    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('paid-revenue_2026-05-01_2026-05-03_day_all.csv');
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Period,Revenue (CNY),Refunds (CNY),Net revenue (CNY)\r\n2026-05-01,100,0,100\r\n2026-05-02,110,5,105\r\n2026-05-03,120,0,120\r\n',
    );
  });

  it('exports Chinese headers intact and keeps the filters in the URL', async () => {
    const saved = captureDownloads();
    const { user } = await renderApp('/login?redirect=PaidStats&from=2026-05-01&to=2026-05-02', { locale: 'zh-CN' });
    await user.type(await screen.findByPlaceholderText('用户名'), 'root');
    await user.type(screen.getByPlaceholderText('密码'), 'backoffice-demo');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const channels = await screen.findByRole('region', { name: '按渠道' });
    await user.click(within(channels).getByRole('button', { name: '导出 CSV' }));
    // ignoreBOM keeps the BOM in the decoded text instead of silently dropping it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      new Uint8Array(await saved[0]!.blob.arrayBuffer()),
    );
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFF渠道,渠道代码,收入（CNY）,退款（CNY）,净收入（CNY）,订单数,付费账号数,ARPPU（CNY）,续费占比',
    );
    expect(text.split('\r\n')[1]).toBe('华为应用市场,huawei,300,5,295,6,6,50,0.3333333333333333');

    await user.click(screen.getByRole('radio', { name: '按周' }));
    await waitForUrl('/stats-center/paid-stats?from=2026-05-01&to=2026-05-02&granularity=week');
    await user.selectOptions(screen.getByRole('combobox', { name: '渠道' }), 'huawei');
    await waitFor(() =>
      expect(api.calls.at(-1)?.body).toEqual({
        from: '2026-05-01',
        to: '2026-05-02',
        granularity: 'week',
        channel: 'huawei',
      }),
    );
  });

  it('names each channel in the table and the channel choice, the code beside it', async () => {
    const { main } = await openPaidStats();
    const table = within(within(main).getByRole('region', { name: 'By channel' })).getByRole('table');
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent);
    expect(cells(/^华为应用市场/)).toEqual(['华为应用市场', 'huawei']);
    expect(cells(/^Official site/)).toEqual(['Official site', 'official']);
    // A code no apk channel has any more is shown as the code.
    expect(cells(/^retired/)).toEqual(['retired', 'retired']);
    // The renewal share keeps one decimal down its column (33.3% above 0.0%, not 0%).
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell').at(-1)!.textContent),
    ).toEqual(['33.3%', '0.0%', '—']);
    const choice = within(main).getByRole('combobox', { name: 'Channel' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All channels', '华为应用市场 (huawei)', 'Official site (official)', 'retired']);
  });

  it('says which weeks and months are only partly inside the period, with the days each covers', async () => {
    const saved = captureDownloads();
    // 2026-05-01 is a Friday: the first week holds 3 days of it, the last (from Monday the 18th) 3.
    const { user, main } = await openPaidStats('?from=2026-05-01&to=2026-05-20&granularity=week');
    const revenue = within(main).getByRole('region', { name: 'Revenue, refunds and net' });
    expect(within(revenue).getByText(/^Dashed line, hollow point, pale bar/)).toBeInTheDocument();
    const rows = within(within(revenue).getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2026-05-01 (partial: 3 of 7 days)', '3'],
      ['2026-05-04', '7'],
      ['2026-05-11', '7'],
      ['2026-05-18 (partial: 3 of 7 days)', '3'],
    ]);
    const orders = within(main).getByRole('region', { name: 'Orders and paying accounts' });
    expect(within(within(orders).getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
      '2026-05-01 (partial: 3 of 7 days)',
    );
    // The CSV keeps the period plain and the days in a column of their own.
    await user.click(within(revenue).getByRole('button', { name: 'Export CSV' }));
    const csv = await saved[0]!.blob.text();
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFPeriod,Days,Revenue (CNY),Refunds (CNY),Net revenue (CNY)',
      '2026-05-01,3,100,0,100',
    ]);

    // A month cut by the period's ends.
    await user.click(within(main).getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(within(within(revenue).getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(within(within(revenue).getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
      '2026-05 (partial: 20 of 31 days)',
    );
  });

  it('marks no day of a daily chart as partial', async () => {
    const { main } = await openPaidStats();
    expect(within(main).queryByText(/^Dashed line, hollow point/)).toBeNull();
    expect(within(main).queryByText(/partial/)).toBeNull();
  });

  it('refuses a period that ends before it starts without asking the server', async () => {
    const { user, main } = await openPaidStats();
    const before = api.calls.length;
    const to = within(main).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-04-01');
    expect(within(main).getByText('The end must not be before the start')).toBeInTheDocument();
    expect(
      api.calls.slice(before).filter((c) => c.path === '/admins/paid-stats/get' && c.body.to === '2026-04-01'),
    ).toEqual([]);
    // The period before's figures are gone with it, not left to pass for this one's.
    expect(within(main).queryByRole('region', { name: 'Revenue, refunds and net' })).toBeNull();
    expect(within(main).queryByText('Revenue')).toBeNull();
    // Said where the figures were, so an empty screen is not taken for a slow one.
    expect(within(main).getByRole('status')).toHaveTextContent(
      'No figures for the period above: correct it to see them.',
    );
  });

  it('shows an error state with a retry when the figures cannot be loaded', async () => {
    stats.failNext('/admins/paid-stats/get');
    const { user } = await renderLoggedIn(routePath('PaidStats'), 'root');
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('These figures could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Revenue, refunds and net' })).toBeInTheDocument();
  });
});

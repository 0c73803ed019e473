import { DEFAULT_ROUTE_PATH } from '#contract/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeApi } from './fake-api';
import { waitForUrl, routePath, renderLoggedIn } from './render-app';
import { installStatsApi } from './stats-fake-api';

// happy-dom has no canvas; the chart itself is covered by stats-chart.test.tsx.
vi.mock('uplot', () => ({
  default: class {
    setData() {}
    setSize() {}
    destroy() {}
  },
}));

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
  installStatsApi(api);
});

describe('registration stats screen', () => {
  it('asks for the chosen bucket width and shows one table row per bucket, beside the day before', async () => {
    const { user } = await renderLoggedIn(routePath('RegistrationStats') + '?date=2026-05-14', 'promote');
    const panel = await screen.findByRole('region', { name: 'Registrations by time of day' });
    const table = await within(panel).findByRole('table');
    // Hourly by default: 24 buckets and a header row (a table that fills its box draws its rows a pass later).
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(25));
    expect(within(table).getByRole('columnheader', { name: '2026-05-13' })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: '60 min' })).toHaveAttribute('aria-checked', 'true');
    expect(within(panel).getByRole('button', { name: '2026-05-13' })).toBeInTheDocument();
    expect(screen.getByText('Compared with 2026-05-13')).toBeInTheDocument();

    await user.click(within(panel).getByRole('radio', { name: '15 min' }));
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(24 * 4 + 1));
    expect(api.calls.filter((c) => c.path === '/admins/reg-stats').map((c) => c.body)).toEqual([
      { date: '2026-05-14', minute: 60 },
      { date: '2026-05-14', minute: 15 },
    ]);
    expect(within(panel).getByRole('radio', { name: '15 min' })).toHaveAttribute('aria-checked', 'true');
    await waitForUrl('/stats-center/registration-stats?date=2026-05-14&minute=15');
  });

  it('compares a day still running with the day before up to the same hour, and leaves the hours ahead empty', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-14T12:30:00.000Z'));
    try {
      await renderLoggedIn(routePath('RegistrationStats') + '?date=2026-05-14', 'promote');
      const panel = await screen.findByRole('region', { name: 'Registrations by time of day' });
      // The fake's day before has 1 registration every other hour: 6 by 12:59.
      expect(
        await within(panel).findByText('Registrations so far: 24; the day before by this time: 6 (+18)'),
      ).toBeInTheDocument();
      const table = await within(panel).findByRole('table');
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(25));
      const row = (label: string) =>
        within(table)
          .getAllByRole('row')
          .map((r) => [...r.querySelectorAll('td, th')].map((c) => c.textContent))
          .find((cells) => cells[0] === label);
      expect(row('12:00')).toEqual(['12:00', '0', '0', '0']);
      expect(row('13:00')).toEqual(['13:00', '—', '1', '—']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a day after today: no later day to pick, and a linked one is said so without asking the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-14T12:30:00.000Z'));
    try {
      const { user } = await renderLoggedIn(routePath('RegistrationStats') + '?date=2026-05-15', 'promote');
      const main = screen.getByRole('main');
      const day = within(main).getByLabelText('Day');
      expect(day).toHaveAttribute('max', '2026-05-14');
      expect(
        await within(main).findByText('A day after today has no figures yet: choose 2026-05-14 or earlier'),
      ).toBeInTheDocument();
      expect(day).toHaveAttribute('aria-invalid', 'true');
      const panel = within(main).getByRole('region', { name: 'Registrations by time of day' });
      expect(panel).toHaveTextContent('No figures for the day above: choose another.');
      expect(within(main).queryByRole('region', { name: 'Registrations by source' })).toBeNull();
      expect(api.calls.filter((c) => c.path === '/admins/reg-stats' || c.path === '/admins/source-stats')).toEqual([]);

      // Today itself is a day to ask for.
      await user.clear(day);
      await user.type(day, '2026-05-14');
      await waitFor(() =>
        expect(api.calls.find((c) => c.path === '/admins/reg-stats')?.body).toEqual({ date: '2026-05-14', minute: 60 }),
      );
      expect(within(main).queryByText(/has no figures yet/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens on the bucket width of the URL and shows sources with share and change, and the account counts', async () => {
    await renderLoggedIn(`${routePath('RegistrationStats')}?date=2026-05-14&minute=5`, 'root');
    const panel = await screen.findByRole('region', { name: 'Registrations by time of day' });
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(24 * 12 + 1));

    const sources = screen.getByRole('region', { name: 'Registrations by source' });
    const rows = within(within(sources).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Source2026-05-14Share2026-05-13ChangeChange rate',
      'huawei2066.7%10+10+100.0%',
      'official1033.3%1000.0%',
    ]);

    const accounts = screen.getByRole('region', { name: 'Accounts' });
    expect(within(accounts).getByText('All accounts', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '1,234',
    );
    await waitFor(() => expect(within(within(accounts).getByRole('table')).getAllByRole('row')).toHaveLength(31));
    expect(screen.getByText('Days and times are in the business time zone, Asia/Shanghai.')).toBeInTheDocument();
  });

  it('defaults to today of the business time zone that the workplace reply named', async () => {
    await renderLoggedIn(DEFAULT_ROUTE_PATH, 'promote');
    expect(await screen.findByText('Days and times are in the business time zone, Asia/Shanghai.')).toBeInTheDocument();
    await act(async () => window.history.pushState(null, '', '/stats-center/registration-stats'));
    await screen.findByRole('region', { name: 'Registrations by time of day' });
    const shanghaiToday = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date());
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/admins/reg-stats')?.body).toEqual({ date: shanghaiToday, minute: 60 }),
    );
  });
});

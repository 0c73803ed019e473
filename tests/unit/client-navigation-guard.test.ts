import { describe, expect, it, vi } from 'vitest';
import type { Role } from '#contract/roles';
import { menuFor } from '#contract/menu';
import { afterLoginPath, guardNavigation, loginRedirect, type GuardDeps } from '#client/shell/guard/navigation-guard';
import { matchRoute } from '#client/routes';
import { TransportError } from '#client/api/api-error';
import type { MenuNode } from '#client/state/server-menu';

function deps(
  over: Partial<{
    token: boolean;
    role: Role | null;
    menuFromServer: boolean;
    menu: MenuNode[];
    infoFails: boolean;
    mustChange: boolean;
  }> = {},
) {
  const state = {
    token: true,
    role: 'BACKEND_SUPPORT_AGENT' as Role | null,
    menuFromServer: true,
    menu: [] as MenuNode[],
    infoFails: false,
    mustChange: false,
    ...over,
  };
  const d: GuardDeps & { state: typeof state } = {
    state,
    hasToken: () => state.token,
    role: () => state.role,
    loadInfo: vi.fn(async () => {
      if (state.infoFails) throw new Error('60001');
      state.role = 'BACKEND_SUPPORT_AGENT';
    }),
    logout: vi.fn(async () => {
      state.token = false;
    }),
    menuFromServer: () => state.menuFromServer,
    serverMenu: () => state.menu,
    fetchServerMenu: vi.fn(async () => {
      state.menu = state.role ? menuFor(state.role) : [];
    }),
    prefetchServerMenu: vi.fn(async () => {
      // The server knows the role from the token; a refused session leaves the menu empty.
      if (!state.infoFails) state.menu = menuFor('BACKEND_SUPPORT_AGENT');
    }),
    mustChangePassword: () => state.mustChange,
  };
  return d;
}

const to = (url: string) => {
  const [path = '', search = ''] = url.split('?');
  return { path, search, route: matchRoute(path) };
};

describe('navigation guard (pure)', () => {
  it('builds the login redirect from the route name and keeps the rest of the query', () => {
    expect(loginRedirect(to('/order-center/order-list?status=PAID&redirect=x'))).toBe(
      '/login?redirect=OrderList&status=PAID',
    );
    expect(afterLoginPath('redirect=OrderList&status=PAID')).toBe('/order-center/order-list?status=PAID');
    expect(afterLoginPath('redirect=nonsense')).toBe('/dashboard/workplace');
    expect(afterLoginPath('')).toBe('/dashboard/workplace');
  });

  it('loads the admin before anything else when the role is unknown, and logs out when that fails', async () => {
    const ok = deps({ role: null });
    expect(await guardNavigation(to('/audit-center/report-list'), ok)).toEqual({
      kind: 'render',
      route: matchRoute('/audit-center/report-list'),
    });
    expect(ok.loadInfo).toHaveBeenCalledTimes(1);
    const failing = deps({ role: null, infoFails: true });
    expect(await guardNavigation(to('/audit-center/report-list?page=2'), failing)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=ReportList&page=2',
    });
    expect(failing.logout).toHaveBeenCalledTimes(1);
  });

  it('never logs out when the admin could not be asked (network down, or the page left mid-request)', async () => {
    const d = deps({ role: null });
    d.loadInfo = vi.fn(() => Promise.reject(new TransportError('Failed to fetch', null)));
    await expect(guardNavigation(to('/audit-center/moment-list?queue=1'), d)).rejects.toBeInstanceOf(TransportError);
    expect(d.logout).not.toHaveBeenCalled();
  });

  it('on a first page, asks for the menu while the admin is loading, and not again after', async () => {
    const d = deps({ role: null });
    let answerInfo = () => {};
    d.loadInfo = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          answerInfo = () => {
            d.state.role = 'BACKEND_SUPPORT_AGENT';
            resolve();
          };
        }),
    );
    const outcome = guardNavigation(to('/audit-center/moment-list'), d);
    await Promise.resolve();
    expect(d.prefetchServerMenu).toHaveBeenCalledTimes(1);
    answerInfo();
    expect((await outcome).kind).toBe('render');
    expect(d.fetchServerMenu).not.toHaveBeenCalled();
  });

  it('asks for the menu again, aloud, when the early ask got nothing', async () => {
    const d = deps({ role: null });
    d.prefetchServerMenu = vi.fn(async () => {});
    expect((await guardNavigation(to('/audit-center/moment-list'), d)).kind).toBe('render');
    expect(d.fetchServerMenu).toHaveBeenCalledTimes(1);
  });

  it('asks for no menu early on a whitelisted page or with the menu from the role', async () => {
    const whitelisted = deps({ role: null });
    await guardNavigation(to('/exception/500'), whitelisted);
    expect(whitelisted.prefetchServerMenu).not.toHaveBeenCalled();
    const byRole = deps({ role: null, menuFromServer: false });
    await guardNavigation(to('/dashboard/workplace'), byRole);
    expect(byRole.prefetchServerMenu).not.toHaveBeenCalled();
  });

  it('fetches the menu only when empty and the page is not whitelisted', async () => {
    const d = deps();
    await guardNavigation(to('/exception/500'), d);
    expect(d.fetchServerMenu).not.toHaveBeenCalled();
    await guardNavigation(to('/user/info'), d);
    await guardNavigation(to('/dashboard/workplace'), d);
    expect(d.fetchServerMenu).toHaveBeenCalledTimes(1);
  });

  it('with the menu from the server, a route must be in it and allowed for the role', async () => {
    const d = deps({ role: 'PROMOTE', menu: menuFor('PROMOTE') });
    expect((await guardNavigation(to('/stats-center/paid-stats'), d)).kind).toBe('render');
    expect((await guardNavigation(to('/audit-center/moment-list'), d)).kind).toBe('forbidden');
    expect((await guardNavigation(to('/no/such/page'), d)).kind).toBe('notFound');
  });

  it('with the menu from the role only, a disallowed route goes to the first allowed one', async () => {
    const d = deps({ role: 'PROMOTE', menuFromServer: false });
    expect(await guardNavigation(to('/config-center/channel-list'), d)).toEqual({
      kind: 'redirect',
      to: '/dashboard/workplace',
    });
  });

  it('sends an admin who must change the password to user settings', async () => {
    const d = deps({ mustChange: true, menu: menuFor('BACKEND_SUPPORT_AGENT') });
    expect(await guardNavigation(to('/audit-center/moment-list'), d)).toEqual({
      kind: 'redirect',
      to: '/user/setting',
    });
    expect((await guardNavigation(to('/user/setting'), d)).kind).toBe('render');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { closeTabs, resetTabList, tabs, updateTabList } from '#client/state/tabs';
import { REDIRECT_ROUTE, routeByName } from '#client/routes';

const open = (...names: string[]) => {
  for (const name of names) updateTabList(routeByName(name)!, routeByName(name)!.path);
};
const names = () => tabs.tagList.map((t) => t.name);

beforeEach(() => resetTabList());

describe('tab list', () => {
  it('starts with the fixed workplace tab and never lists the redirect page', () => {
    open('UserInfo');
    updateTabList(REDIRECT_ROUTE, '/redirect/user/info');
    expect(names()).toEqual(['Workplace', 'UserInfo']);
    expect(tabs.cacheTabList).toEqual(['Workplace', 'UserInfo']);
  });

  it('closing the current tab goes left; the workplace tab cannot be closed', () => {
    open('UserInfo', 'OrderList', 'UserSetting');
    expect(closeTabs('current', 3, 'UserSetting')).toBe('/order-center/order-list');
    expect(closeTabs('current', 0, 'Workplace')).toBeNull();
    expect(closeTabs('current', 1, 'OrderList')).toBeNull();
    expect(names()).toEqual(['Workplace', 'OrderList']);
    expect(tabs.cacheTabList).toEqual(['Workplace', 'OrderList']);
  });

  it('closes left, right, others and all, going to the kept tab when the shown one was closed', () => {
    open('UserInfo', 'OrderList', 'UserSetting', 'ChannelList');
    expect(closeTabs('left', 3, 'UserInfo')).toBe('/user/setting');
    expect(names()).toEqual(['Workplace', 'UserSetting', 'ChannelList']);
    expect(closeTabs('right', 1, 'ChannelList')).toBe('/user/setting');
    expect(names()).toEqual(['Workplace', 'UserSetting']);
    open('OrderList');
    expect(closeTabs('others', 2, 'OrderList')).toBeNull();
    expect(names()).toEqual(['Workplace', 'OrderList']);
    expect(closeTabs('all', 1, 'OrderList')).toBe('/dashboard/workplace');
    expect(names()).toEqual(['Workplace']);
  });
});

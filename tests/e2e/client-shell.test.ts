import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startBuiltServer, type RunningServer } from './run-server';

const PASSWORD = 'backoffice-demo';

/**
 * What each demo role sees (zh-CN, the default language), a URL it may not open with the heading
 * it gets there (not found for an unknown path, no permission for a known one), and a palette hop.
 */
const ROLES = [
  {
    username: 'root',
    sections: ['仪表盘', '账号中心', '审核中心', '订单中心', '配置中心', '统计中心', '管理员中心'],
    forbidden: '/no/such/page',
    refusal: '页面不存在',
    search: 'action log',
    lands: '/admin-center/action-log',
    enSection: 'Admin center',
  },
  {
    username: 'agent',
    // Every role reads the API reference (its own endpoints), under the admin center.
    sections: ['仪表盘', '账号中心', '审核中心', '订单中心', '管理员中心'],
    forbidden: '/config-center/channel-list',
    refusal: '无权访问',
    search: 'reports',
    lands: '/audit-center/report-list',
    enSection: 'Audit center',
  },
  {
    username: 'promote',
    sections: ['仪表盘', '统计中心', '管理员中心'],
    forbidden: '/account-center/account-list',
    refusal: '无权访问',
    search: 'paid stats',
    lands: '/stats-center/paid-stats',
    enSection: 'Stats center',
  },
] as const;

async function sectionNames(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: /侧边菜单|Side menu/ });
  return (await menu.locator(':scope > div > ul > li > button').allTextContents()).map((s) => s.trim());
}

describe.skipIf(!runBrowserTests)('console in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startBuiltServer();
    browser = await launchChromium();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const role of ROLES) {
    it(`${role.username}: logs in, sees its menu, gets ${role.refusal} for ${role.forbidden}, jumps with Ctrl+K, switches language and theme, logs out`, async () => {
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      // A clean start, whatever an earlier role left behind.
      await page.goto(`${server.url}/login`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${server.url}/`);
      await page.waitForURL(/\/login$/);
      await page.getByPlaceholder('用户名').fill(role.username);
      await page.getByPlaceholder('密码').fill(PASSWORD);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL(/\/dashboard\/workplace$/);
      await page.getByRole('navigation', { name: '侧边菜单' }).waitFor();
      expect(await sectionNames(page)).toEqual(role.sections);

      await page.goto(`${server.url}${role.forbidden}`);
      await expect.poll(() => page.getByRole('heading', { name: role.refusal }).count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe(role.forbidden);

      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: '命令面板' });
      const search = palette.getByRole('combobox');
      await search.fill(role.search);
      await palette.locator('[cmdk-item][aria-selected="true"]').waitFor();
      await search.press('Enter');
      await page.waitForURL(new RegExp(`${role.lands}$`));

      await page.getByRole('button', { name: '语言' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('navigation', { name: 'Side menu' }).getByText(role.enSection).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('arco-locale'))).toBe('en-US');

      await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
      expect(await page.evaluate(() => document.body.getAttribute('arco-theme'))).toBe('dark');

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL(/\/login\?redirect=/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await page.getByRole('heading', { name: 'Log in to Backoffice' }).waitFor();

      // The next role starts from the defaults again.
      await page.evaluate(() => localStorage.clear());
      await page.close();
      expect(errors).toEqual([]);
    });
  }
});

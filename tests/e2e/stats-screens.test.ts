import { mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startBuiltServer, type RunningServer } from './run-server';

const SHOTS = join(tmpdir(), 'backoffice-e2e-stats');

/** What each stats screen must show once its charts are drawn (zh-CN, the default language). */
const SCREENS = [
  {
    path: '/stats-center/paid-stats',
    name: 'paid',
    panels: [
      { region: '收入、退款与净收入', legend: ['收入', '退款', '净收入'] },
      { region: '订单与付费账号', legend: ['订单数', '付费账号数', '续费订单数'] },
    ],
  },
  {
    path: '/stats-center/registration-stats',
    name: 'registration',
    panels: [
      { region: '分时段注册量', legend: [] as string[] },
      { region: '账号数据', legend: ['注册量', '累计账号数'] },
    ],
  },
] as const;

async function login(page: Page, url: string, theme: 'light' | 'dark') {
  await page.goto(`${url}/login`);
  await page.evaluate((th) => {
    localStorage.clear();
    localStorage.setItem('arco-theme', th);
  }, theme);
  await page.goto(`${url}/login`);
  await page.getByPlaceholder('用户名').fill('promote');
  await page.getByPlaceholder('密码').fill('backoffice-demo');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/dashboard\/workplace$/);
  await page.getByRole('heading', { name: /欢迎回来/ }).waitFor();
}

describe.skipIf(!runBrowserTests)('stats screens in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startBuiltServer();
  }, 150_000);

  // A fresh profile per test: a token left by the previous test would race the next login.
  beforeEach(async () => {
    browser = await launchChromium();
  });

  afterEach(async () => {
    await browser?.close();
  });

  afterAll(async () => {
    await server?.stop();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`draws both stats screens with legends, tooltips and tables in the ${theme} theme`, async () => {
      const page = await browser.context.newPage();
      // Tall enough for a whole screen in one picture (the page area scrolls inside the layout).
      await page.setViewportSize({ width: 1360, height: 2200 });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await login(page, server.url, theme);
      expect(await page.evaluate(() => document.body.getAttribute('arco-theme'))).toBe(
        theme === 'dark' ? 'dark' : null,
      );

      for (const target of SCREENS) {
        await page.goto(`${server.url}${target.path}`);
        const main = page.getByRole('main');
        await main.getByText(/业务时区 Asia\/Shanghai/).waitFor();
        for (const panel of target.panels) {
          const region = main.getByRole('region', { name: panel.region });
          const canvas = region.locator('figure canvas');
          await canvas.waitFor();
          const box = await canvas.boundingBox();
          expect(box?.width).toBeGreaterThan(200);
          expect(box?.height).toBeGreaterThan(100);
          const legend = region.getByRole('list', { name: '图例' });
          for (const name of panel.legend) await legend.getByRole('button', { name, exact: true }).waitFor();
          expect(await legend.getByRole('button').count()).toBeGreaterThan(0);
          expect(await region.getByRole('table').locator('tbody tr').count()).toBeGreaterThan(0);
        }
        // Hovering the first chart brings up its tooltip and uPlot's crosshair.
        const first = main.getByRole('region', { name: target.panels[0].region }).locator('figure .u-over');
        const over = await first.boundingBox();
        await page.mouse.move(over!.x + over!.width / 2, over!.y + over!.height / 2);
        await main.getByRole('tooltip').first().waitFor();
        expect(await main.locator('.u-cursor-x').first().isVisible()).toBe(true);

        const file = join(SHOTS, `${target.name}-${theme}.png`);
        await page.screenshot({ path: file });
        expect(statSync(file).size).toBeGreaterThan(10_000);
      }
      await page.close();
      expect(errors).toEqual([]);
    });
  }

  it('on a phone, each choice of a segmented control keeps its label on one line, inside the screen', async () => {
    const phone = await launchChromium({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await phone.context.newPage();
      await login(page, server.url, 'light');
      for (const [locale, fifteen] of [
        ['en-US', '15 min'],
        // Chinese, whose six bucket widths together are wider than the screen: they take two rows.
        ['zh-CN', '15 分钟'],
      ] as const) {
        await page.evaluate((l) => localStorage.setItem('arco-locale', l), locale);
        await page.goto(`${server.url}/stats-center/registration-stats`);
        await page.getByRole('main').getByRole('radio', { name: fifteen }).waitFor();
        const boxes = await page.evaluate(() =>
          [...document.querySelectorAll('main [role="radiogroup"] [role="radio"]')].map((b) => ({
            label: b.textContent,
            oneLine: (b as HTMLElement).scrollHeight <= (b as HTMLElement).clientHeight,
            right: b.getBoundingClientRect().right,
          })),
        );
        expect(boxes.map((b) => b.label)).toContain(fifteen);
        expect(boxes.filter((b) => !b.oneLine)).toEqual([]);
        expect(boxes.filter((b) => b.right > 390)).toEqual([]);
      }
    } finally {
      await phone.close();
    }
  });

  it('re-draws a chart in the other theme when the theme is switched on the screen', async () => {
    const page = await browser.context.newPage();
    await login(page, server.url, 'light');
    await page.goto(`${server.url}/stats-center/paid-stats`);
    const region = page.getByRole('main').getByRole('region', { name: '收入、退款与净收入' });
    await region.locator('figure canvas').waitFor();
    // The canvas's own pixels (transparent background), not the page behind it.
    const pixels = () => region.locator('figure canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL());
    const before = await pixels();
    await page.getByRole('button', { name: '切换为暗色主题' }).click();
    expect(await page.evaluate(() => document.body.getAttribute('arco-theme'))).toBe('dark');
    // The chart is rebuilt with the dark palette's axis, grid and series colours.
    await expect.poll(pixels).not.toBe(before);
    await page.close();
  });
});

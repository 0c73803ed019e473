// Screenshots of every shell screen in both languages and both themes, for a human to look at.
// Not a test. Usage: node tests/e2e/capture-screens.mjs http://127.0.0.1:8181 /tmp/shots
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../bench/lib/chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? join(tmpdir(), 'backoffice-shots');
mkdirSync(out, { recursive: true });

const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'bo-shots-')), {
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
  viewport: { width: 1360, height: 860 },
});

async function session(locale, theme, width = 1360) {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 860 });
  await page.goto(`${base}/login`);
  await page.evaluate(
    ([l, th]) => {
      localStorage.clear();
      localStorage.setItem('arco-locale', l);
      localStorage.setItem('arco-theme', th);
    },
    [locale, theme],
  );
  await page.goto(`${base}/login`);
  return page;
}

async function login(page, username = 'root') {
  await page.locator('input[autocomplete="username"]').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill('backoffice-demo');
  await page.keyboard.press('Enter');
  await page.waitForURL(/workplace/);
  await page.locator('header').waitFor();
  await page.locator('main h1, main h2').first().waitFor();
  await page.waitForTimeout(2600); // let the welcome and menu toasts go
}

const shot = async (page, name) => {
  await page.waitForTimeout(350);
  await page.screenshot({ path: join(out, `${name}.png`) });
};

for (const locale of ['zh-CN', 'en-US']) {
  for (const theme of ['light', 'dark']) {
    const tag = `${locale}-${theme}`;
    const page = await session(locale, theme);
    await shot(page, `${tag}-01-login`);
    await login(page);
    await shot(page, `${tag}-02-workplace`);
    for (const [path, name] of [
      ['/user/info', '03-user-info'],
      ['/user/setting', '04-user-setting'],
      ['/audit-center/moment-list', '05-unavailable'],
      ['/no/such/page', '06-not-found'],
      ['/exception/403', '07-403'],
      ['/exception/500', '08-500'],
    ]) {
      await page.evaluate((p) => {
        history.pushState(null, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await shot(page, `${tag}-${name}`);
    }
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('combobox').waitFor();
    await shot(page, `${tag}-09-palette`);
    await page
      .getByRole('dialog')
      .getByRole('combobox')
      .fill(locale === 'zh-CN' ? '切换角色' : 'switch role');
    await page.keyboard.press('Enter');
    await shot(page, `${tag}-10-palette-nested`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    await shot(page, `${tag}-11-shortcut-sheet`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /消息盒子|Message box/ }).click();
    await shot(page, `${tag}-12-message-box`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: locale === 'zh-CN' ? '账号菜单' : 'Account menu' }).click();
    await shot(page, `${tag}-13-avatar-menu`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: locale === 'zh-CN' ? '标签页操作' : 'Tab actions' }).click();
    await shot(page, `${tag}-14-tab-actions`);
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: locale === 'zh-CN' ? '页面配置' : 'Page settings' })
      .first()
      .click();
    await shot(page, `${tag}-15-settings`);
    await page.close();

    const narrow = await session(locale, theme, 820);
    await login(narrow, 'agent');
    await shot(narrow, `${tag}-16-narrow`);
    await narrow.getByRole('button', { name: locale === 'zh-CN' ? '打开菜单' : 'Open the menu' }).click();
    await shot(narrow, `${tag}-17-narrow-menu-drawer`);
    await narrow.close();
  }
}
await context.close();
console.log(`screenshots in ${out}`);

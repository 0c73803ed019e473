// Screenshots of the workplace and the two stats screens in both languages and both themes, for
// a human to look at. Not a test. Usage: node tests/e2e/stats-capture-screens.mjs http://127.0.0.1:8080 /tmp/shots [user]
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../bench/lib/chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? join(tmpdir(), 'backoffice-stats-shots');
const username = process.argv[4] ?? 'root';
mkdirSync(out, { recursive: true });

const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'bo-shots-')), {
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
  viewport: { width: 1360, height: 2400 },
});

for (const locale of ['zh-CN', 'en-US']) {
  for (const theme of ['light', 'dark']) {
    const tag = `${username}-${locale}-${theme}`;
    const page = await context.newPage();
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
    await page.locator('input[autocomplete="username"]').fill(username);
    await page.locator('input[autocomplete="current-password"]').fill('backoffice-demo');
    await page.keyboard.press('Enter');
    await page.waitForURL(/workplace/);
    await page.waitForTimeout(3000); // the welcome and menu toasts go
    await page.screenshot({ path: join(out, `${tag}-workplace.png`) });
    for (const [path, name] of [
      ['/stats-center/paid-stats', 'paid'],
      ['/stats-center/registration-stats', 'registration'],
    ]) {
      await page.evaluate((p) => {
        history.pushState(null, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForTimeout(1500);
      const canvas = page.locator('main canvas').first();
      if (await canvas.count()) {
        const box = await canvas.boundingBox();
        if (box) await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4);
      }
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `${tag}-${name}.png`) });
    }
    await page.close();
  }
}
await context.close();
console.log(`screenshots in ${out}`);

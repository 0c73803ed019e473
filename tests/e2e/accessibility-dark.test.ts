import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AxeWalk, MODES, itWalksEveryScreen } from './axe-walk';
import { launchChromium, runBrowserTests, type Browser } from './chromium';
import { startBuiltServer, type RunningServer } from './run-server';

/** The axe-core walk of accessibility.test.ts in the console's other mode: zh-CN, dark. */
describe.runIf(runBrowserTests)(
  `WCAG 2.2 AA by axe-core: every screen, queue, dialog and sheet in ${MODES[1].locale} ${MODES[1].theme} (Chromium)`,
  () => {
    let server: RunningServer;
    let browser: Browser;
    let page: Page;
    let walk: AxeWalk;

    beforeAll(async () => {
      server = await startBuiltServer();
      browser = await launchChromium();
      page = await browser.context.newPage();
      walk = new AxeWalk(page, server.url);
      await walk.watchConsole();
    }, 180_000);

    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    it('logs in as root in that mode', async () => {
      await walk.logIn(MODES[1], 'root');
      expect(walk.found).toEqual([]);
    });

    itWalksEveryScreen(MODES[1], () => walk);
  },
);

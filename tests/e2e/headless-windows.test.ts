import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, runBrowserTests, type Browser } from './chromium';

/**
 * The suite's Chromium opens a window per file and per cold load; what a window loads beside the
 * page costs every one of them (tests/bench/lib/chromium.mjs). Without any server: a blank page.
 */
describe.runIf(runBrowserTests)('a window of the suite’s Chromium (Chromium)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('loads only its page: no omnibox popup, whose WebUI pages a headless window never shows', async () => {
    const page = await browser.context.newPage();
    await page.goto('data:text/html,<title>blank</title>');
    const connected = await chromium.connect(inject('chromiumEndpoint'));
    try {
      const session = await connected.newBrowserCDPSession();
      const { targetInfos } = await session.send('Target.getTargets');
      const urls = targetInfos.map((t) => t.url);
      expect(urls).toContain('data:text/html,<title>blank</title>');
      expect(urls.filter((url) => url.startsWith('chrome://'))).toEqual([]);
    } finally {
      await connected.close();
    }
  });
});

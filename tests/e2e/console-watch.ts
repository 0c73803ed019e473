import type { Page } from 'playwright-core';

/**
 * Hands every console error or warning, page error and CSP report of `page` to `found`, from its
 * next load on (a CSP report reaches the console through a listener the page gets at each load).
 */
export async function watchConsole(page: Page, found: (entry: string) => void): Promise<void> {
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') found(`${m.type()}: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => found(e.message));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    ),
  );
}

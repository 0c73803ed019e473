import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// What the boot hands i18n in the console: the dictionary groups.
import '#client/dictionaries/dictionaries';
import { takeContractDrift } from './contract-check';
import { loadsInFlight } from '#client/ui/load-once';

// happy-dom's PageTransitionEvent is a plain Event: without `persisted`, a page back from the
// back-forward cache could not be told from a first load (lease-holder.ts reads it).
if (!('persisted' in new PageTransitionEvent('pageshow'))) {
  class PageTransition extends Event {
    readonly persisted: boolean;
    constructor(type: string, init: PageTransitionEventInit = {}) {
      super(type, init);
      this.persisted = init.persisted ?? false;
    }
  }
  globalThis.PageTransitionEvent = PageTransition;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  // What a tab keeps (a queue's undo history) is a fresh tab's in the next test.
  sessionStorage.clear();
  // A fake that answered off the contract fails the test that used it, naming the path.
  const drift = takeContractDrift();
  if (drift.length > 0) throw new Error(drift.join('\n'));
});

// A screen or the console's chunk preloaded at idle may still be importing when a file's last test
// ends; its imports must finish while the environment stands (after it, they fail the whole run).
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (let loads = loadsInFlight(); loads.length > 0; loads = loadsInFlight()) await Promise.allSettled(loads);
});

// The first test of a file imports the lazy shell chunk through the transformer, which can take
// a few seconds on a busy 2-core machine (over 5 s at load 15); give findBy* and tests room for that.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 20_000 });

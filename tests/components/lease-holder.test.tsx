import { beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'queue-lease-holder';

/** A new page of this tab: the module as a fresh load of the console would have it. */
async function newPage() {
  vi.resetModules();
  return import('#client/state/lease-holder');
}

beforeEach(() => sessionStorage.clear());

describe('the queue’s lease holder of a tab', () => {
  it('is the same id across a reload, and out of sessionStorage while the page lives', async () => {
    const first = (await newPage()).claimLeaseHolder();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(sessionStorage.getItem(KEY)).toBe(first);
    const reloaded = await newPage();
    expect(reloaded.leaseHolder()).toBe(first);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('is a new id in a duplicate of a live tab, whose sessionStorage is a copy taken while the first page lives', async () => {
    const original = (await newPage()).claimLeaseHolder();
    const copied = new Map(Object.entries({ ...sessionStorage }));
    sessionStorage.clear();
    for (const [k, v] of copied) sessionStorage.setItem(k, v);
    const duplicate = (await newPage()).leaseHolder();
    expect(duplicate).not.toBe(original);
  });

  it('leaves sessionStorage again when the page comes back from the back-forward cache', async () => {
    const id = (await newPage()).claimLeaseHolder();
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(sessionStorage.getItem(KEY)).toBe(id);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});

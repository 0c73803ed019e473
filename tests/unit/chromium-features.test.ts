import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, playwrightFeaturesLeftOn } from '../bench/lib/chromium.mjs';

describe('the e2e and bench Chromium’s --disable-features', () => {
  it('names what a launch’s first list switched off and the last one, which replaces it, does not', () => {
    expect(playwrightFeaturesLeftOn(['--disable-features=A,B', '--headless', '--disable-features=A,C'])).toEqual(['B']);
    expect(playwrightFeaturesLeftOn(['--disable-features=A,B', '--disable-features=B,A'])).toEqual([]);
    expect(playwrightFeaturesLeftOn(['--headless'])).toEqual([]);
  });

  it('is given once, and switches off the omnibox popup’s WebUI pages', () => {
    const lists = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(lists).toHaveLength(1);
    expect(lists[0]!.split('=')[1]!.split(',')).toEqual(
      expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });
});

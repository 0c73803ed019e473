import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSOLE_READY } from '#client/boot/console-ready';
import { installEarlyGuards } from '#client/boot/early-guards';
import { earlyKeys } from '#client/boot/early-keys';
import { abandonConsole, awaitConsole, installKeyInbox, type HeldKey } from '#client/commands/key-inbox';
import {
  awaitPalette,
  connectConsole,
  connectPalette,
  holdKeys,
  leavePalette,
  resetKeyInbox,
} from '#client/commands/key-layers';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Presses a key on `target` as a user would; returns whether anything behind the inbox saw it. */
function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body): boolean {
  let seen = false;
  const spy = () => (seen = true);
  window.addEventListener('keydown', spy);
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  window.removeEventListener('keydown', spy);
  return seen;
}

/** What was kept, as the dispatcher replays it: a copy of its fields (a kept key must be plain data). */
const keys = (got: HeldKey[]) =>
  got
    .map((k) => ({ ...k }))
    .map((k) => (k.ctrlKey ? `ctrl+${k.key}` : k.key))
    .join(' ');

beforeEach(() => {
  // As the page's inline script and the console's start do.
  installEarlyGuards();
  resetKeyInbox();
  installKeyInbox();
});
afterEach(() => resetKeyInbox());

describe('key inbox', () => {
  it('passes keys through on a page with no console (the login form types as ever)', () => {
    expect(press('a')).toBe(true);
    expect(press('Enter')).toBe(true);
  });

  it('keeps every key pressed while the console loads, even from the login field, and replays them in order', async () => {
    const field = document.body.appendChild(document.createElement('input'));
    awaitConsole();
    expect(press('k', { ctrlKey: true }, field)).toBe(false);
    for (const k of 'moment') expect(press(k, {}, field)).toBe(false);
    expect(press('Enter', {}, field)).toBe(false);
    const got: HeldKey[] = [];
    connectConsole((k) => got.push(k));
    await settle();
    expect(keys(got)).toBe('ctrl+k m o m e n t Enter');
    expect(press('j')).toBe(true);
    field.remove();
  });

  it('leaves the browser its own chords and Tab while waiting', () => {
    awaitConsole();
    expect(press('r', { ctrlKey: true })).toBe(true);
    expect(press('Tab')).toBe(true);
    expect(press('F5')).toBe(true);
    expect(press('Shift')).toBe(true);
  });

  it('never keeps a key of an IME composition', () => {
    awaitConsole();
    expect(press('n', { isComposing: true })).toBe(true);
  });

  it('after Ctrl/⌘+K, keys belong to the palette until it closes, then to the console again', async () => {
    const toConsole: HeldKey[] = [];
    connectConsole((k) => toConsole.push(k));
    await settle();
    awaitPalette();
    for (const k of 'reader') expect(press(k)).toBe(false);
    press('Enter');
    press('g');
    expect(toConsole).toEqual([]);
    const toPalette: HeldKey[] = [];
    const disconnect = connectPalette((k) => {
      toPalette.push(k);
      if (k.key === 'Enter') leavePalette();
    });
    await settle();
    expect(keys(toPalette)).toBe('r e a d e r Enter');
    expect(keys(toConsole)).toBe('g');
    disconnect();
  });

  it('a hold (a screen or a queue loading) keeps keys off the page but not out of fields', async () => {
    const got: HeldKey[] = [];
    connectConsole((k) => got.push(k));
    await settle();
    const release = holdKeys();
    const field = document.body.appendChild(document.createElement('input'));
    expect(press('x', {}, field)).toBe(true);
    expect(press('a')).toBe(false);
    expect(press('j')).toBe(false);
    expect(got).toEqual([]);
    release();
    await settle();
    expect(keys(got)).toBe('a j');
    field.remove();
  });

  it('a hold leaves the keys of an open dialog to the dialog (Escape closes a drawer while a queue loads)', async () => {
    const got: HeldKey[] = [];
    connectConsole((k) => got.push(k));
    await settle();
    const release = holdKeys();
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    const toggle = dialog.appendChild(document.createElement('button'));
    expect(press('Escape', {}, toggle)).toBe(true);
    expect(press('j')).toBe(false);
    release();
    await settle();
    expect(keys(got)).toBe('j');
    dialog.remove();
  });

  it('a refused login drops what was kept; later keys pass', async () => {
    awaitConsole();
    press('g');
    abandonConsole();
    const got: HeldKey[] = [];
    expect(press('a')).toBe(true);
    connectConsole((k) => got.push(k));
    await settle();
    expect(got).toEqual([]);
  });
});

describe('the Enter that confirms an IME composition', () => {
  installEarlyGuards();
  it('reaches no field handler and submits no form, in Chromium’s and in Safari’s form', () => {
    const form = document.body.appendChild(document.createElement('form'));
    const field = form.appendChild(document.createElement('input'));
    let handled = 0;
    field.addEventListener('keydown', () => (handled += 1));
    field.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
    const chromium = new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true });
    field.dispatchEvent(chromium);
    field.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: '你好' }));
    const safari = new KeyboardEvent('keydown', { key: 'Enter', keyCode: 229, bubbles: true, cancelable: true });
    field.dispatchEvent(safari);
    expect([chromium.defaultPrevented, safari.defaultPrevented, handled]).toEqual([true, true, 0]);
    // The next Enter, after the composition, is a real one.
    const real = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field.dispatchEvent(real);
    expect([real.defaultPrevented, handled]).toEqual([false, 1]);
    form.remove();
  });
});

describe('a submit before the console has taken the prerendered form over', () => {
  installEarlyGuards();
  it('is held from the browser and sent through the console’s handler once the console is ready', () => {
    const form = document.body.appendChild(document.createElement('form'));
    form.appendChild(document.createElement('button'));
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    let handled = 0;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      handled += 1;
    });
    document.dispatchEvent(new Event(CONSOLE_READY));
    expect(handled).toBe(1);
    // A submit the console handled itself is not held for another round.
    form.requestSubmit();
    document.dispatchEvent(new Event(CONSOLE_READY));
    expect(handled).toBe(2);
    form.remove();
  });

  /** A form whose handler counts the submits it cancels; it says so as the login form does once live. */
  function liveForm(): { form: HTMLFormElement; handled: () => number; announce(): void } {
    const form = document.body.appendChild(document.createElement('form'));
    let handled = 0;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      handled += 1;
    });
    return {
      form,
      handled: () => handled,
      announce: () => form.dispatchEvent(new Event(CONSOLE_READY, { bubbles: true })),
    };
  }

  it('is sent once through a form drawn in place of the held one, when that form’s handler is live', () => {
    const drawn = document.body.appendChild(document.createElement('form'));
    const early = new Event('submit', { bubbles: true, cancelable: true });
    drawn.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    const other = liveForm();
    other.announce();
    // The held form is still on the page: it is its own handler's to send, not another form's.
    expect(other.handled()).toBe(0);
    drawn.remove();
    const redrawn = liveForm();
    redrawn.announce();
    redrawn.announce();
    document.dispatchEvent(new Event(CONSOLE_READY));
    expect([redrawn.handled(), other.handled()]).toEqual([1, 0]);
    other.form.remove();
    redrawn.form.remove();
  });
});

describe('keys pressed before the console’s inbox is there', () => {
  installEarlyGuards();

  it('after a held login Enter, what is typed goes to the console, not on into the password', async () => {
    const form = document.body.appendChild(document.createElement('form'));
    const password = form.appendChild(document.createElement('input'));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    for (const k of 'moment') expect(press(k, {}, password)).toBe(false);
    expect(press('Tab', {}, password)).toBe(true);
    // The login form's handler, once live: the password is checked and the console awaited.
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      awaitConsole();
    });
    document.dispatchEvent(new Event(CONSOLE_READY));
    expect(press('g', {}, password)).toBe(false);
    const got: HeldKey[] = [];
    connectConsole((k) => got.push(k));
    await settle();
    expect(keys(got)).toBe('m o m e n t g');
    form.remove();
  });

  it('on a console page whose scripts are still loading, keys are kept until the inbox takes them over', async () => {
    earlyKeys().started = false;
    const frame = document.body.appendChild(document.createElement('div'));
    frame.setAttribute('data-console-frame', '');
    expect(press('k', { ctrlKey: true })).toBe(false);
    for (const k of 'mo') expect(press(k)).toBe(false);
    // The console's start: its inbox, then a session found.
    installKeyInbox();
    awaitConsole();
    expect(press('m')).toBe(false);
    const got: HeldKey[] = [];
    connectConsole((k) => got.push(k));
    await settle();
    expect(keys(got)).toBe('ctrl+k m o m');
    frame.remove();
  });

  it('keeps nothing on the login page while it is typed into', () => {
    earlyKeys().started = false;
    const field = document.body.appendChild(document.createElement('input'));
    expect(press('r', {}, field)).toBe(true);
    expect(earlyKeys().keys).toEqual([]);
    field.remove();
    earlyKeys().started = true;
  });
});

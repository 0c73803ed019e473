import rosetta from 'rosetta';
import { proxy } from 'valtio/vanilla';
import { hintServer } from '../boot/server-hints';
import { FALLBACK_LOCALE, LOCALE_STORAGE_KEY, storedLocale, type Locale } from './locales';
import type { MessageKey, MessageParams } from './message-key';

type Table = Record<string, string>;
/** `boot` is what /login needs; `app` arrives with the authenticated shell. */
export type MessageGroup = 'boot' | 'app';
export type MessageLoaders = Record<MessageGroup, Record<Locale, () => Promise<{ default: Table }>>>;

/**
 * The groups are made of the features' own dictionaries, above this layer, so they are handed in
 * (`dictionaries/dictionaries.ts`) rather than imported from here.
 */
let loaders: MessageLoaders | null = null;

export function defineMessageGroups(groups: MessageLoaders): void {
  loaders = groups;
}

const dict = rosetta<Table>();
const loaded = new Set<string>();
const wanted = new Set<MessageGroup>();

/** Components read `locale` through useT() so a language switch re-renders them. */
export const i18nState = proxy({ locale: storedLocale() });
dict.locale(i18nState.locale);

async function ensure(group: MessageGroup, locale: Locale): Promise<void> {
  const id = `${group}:${locale}`;
  if (loaded.has(id)) return;
  // Set when the boot module imports dictionaries/ (no message here: /login's bytes are counted).
  const table = (await loaders![group][locale]()).default;
  dict.set(locale, table);
  loaded.add(id);
}

/** A dictionary that came with the page (the server puts the boot one in it): no request for it. */
export function provideMessages(group: MessageGroup, locale: Locale, table: Table): void {
  dict.set(locale, table);
  loaded.add(`${group}:${locale}`);
}

/** Loads a group of dictionaries for the active language (and for any later switch). */
export async function loadMessages(group: MessageGroup): Promise<void> {
  wanted.add(group);
  await ensure(group, i18nState.locale);
}

/** Switches language once its dictionaries are in, so no screen flashes raw keys. */
export async function setLocale(locale: Locale): Promise<void> {
  // A group wanted while these loaded (the console's, asked for by a login meanwhile) comes in too.
  while ([...wanted].some((g) => !loaded.has(`${g}:${locale}`)))
    await Promise.all([...wanted].map((g) => ensure(g, locale)));
  dict.locale(locale);
  i18nState.locale = locale;
  document.documentElement.lang = locale;
  hintServer('arco-locale', locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/**
 * `locale` made the active language with its boot dictionary, not stored as the choice: for the
 * build's prerender (no DOM), and for a page taken over in the language the server drew it in.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await ensure('boot', locale);
  dict.locale(locale);
  i18nState.locale = locale;
}

/** The text of `key` in the active language, else in en-US if loaded, else the key itself. */
export function t(key: MessageKey, params?: MessageParams): string {
  // An array path: rosetta would otherwise split our dotted keys into a nested lookup.
  const value = dict.t([key], params);
  if (value) return value;
  return dict.t([key], params, FALLBACK_LOCALE) || key;
}

/** Whether a string read from the server (e.g. a menu locale) is a key we can translate. */
export function isMessageKey(key: string): key is MessageKey {
  return dict.t([key]) !== '' || dict.t([key], undefined, FALLBACK_LOCALE) !== '';
}

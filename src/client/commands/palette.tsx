import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Command as Cmdk, defaultFilter } from 'cmdk';
import { setNonce } from 'get-nonce';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/use-t';
import { useLatest } from '../ui/use-latest';
import type { MessageKey } from '../i18n/message-key';
import { closePalette, overlays } from '../state/overlays';
import { recent, recordCommand } from '../state/recent';
import { session } from '../state/session';
import { latestRoute } from '../state/route-listener';
import { go } from '../shell/actions/go';
import { isDestructive, shortcutsOf, type Command } from './command';
import type { HeldKey } from './key-inbox';
import { connectPalette } from './key-layers';
import { chordOfEvent, parseChord, sameChord } from './shortcut';
import { paletteGroups } from './palette-items';
import { useRegistry } from './registry';
import { Keys } from './shortcut-keys';
import { recordPath, recordStatus, useRecordSearch } from './record-search';
import type { SearchResult } from '#contract/api/search';
import { keysFollow, runCommand } from './run-command';

// The palette's dialog locks the page's scroll with a <style> element; the CSP admits it by the
// page's nonce, which the server puts in a meta element.
setNonce(document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '');

const PAGE_TITLES: Record<string, MessageKey> = {
  language: 'palette.page.language',
  theme: 'palette.page.theme',
  role: 'palette.page.role',
  recent: 'palette.page.recent',
  views: 'views.page',
};

const TOGGLE = parseChord('mod+k');
const isToggle = (e: Parameters<typeof chordOfEvent>[0]) => sameChord(chordOfEvent(e), TOGGLE);
const isText = (k: HeldKey) => k.key.length === 1 && !k.ctrlKey && !k.metaKey && !k.altKey;

/**
 * A typed query ranks what decides or gives work back (approve, leave the queue) below every
 * other match, however well it matches: Enter on "queue" opens a queue, it never leaves one.
 */
const DESTRUCTIVE_WEIGHT = 0.01;

/**
 * cmdk scores each jump into the middle of a word at 0.17, so letters found only scattered through
 * words (two such jumps or more: "eric" in "avatar cERtIfiCation") score under this and are no
 * match. They listed screens under a nickname typed for the record search, and the first of them
 * held the selection, so Enter opened a screen instead of the account. Word starts and
 * abbreviations ("avcert", "qrep", "mom com") score far above it.
 */
const SCATTERED = 0.05;

/**
 * What a command matches as well as word starts do ("rep" for Reports scores 0.89); a match with
 * a jump into a word scores under it ("eric" in "usERInfo … Center", 0.15).
 */
const CLEAR_MATCH = 0.5;

/**
 * `looseWords`: a command's weaker words (its menu section's name, `keywordKeys`), matched only
 * when no command is matched by its own title or keywords: "个人" lists the screens of that
 * section, while "user center" lists User center alone, not the screens of the Admin center too
 * (cmdk keeps the "Go to" group first whatever the scores, so a weaker match there took Enter).
 */
function rankFilter(destructive: ReadonlySet<string>, looseWords: ReadonlyMap<string, readonly string[]> | null) {
  return (value: string, search: string, keywords?: string[]): number => {
    const id = value.startsWith('recent:') ? value.slice('recent:'.length) : value;
    const loose = looseWords?.get(id);
    const found = defaultFilter(value, search, loose ? [...(keywords ?? []), ...loose] : keywords);
    const score = found < SCATTERED ? 0 : found;
    return destructive.has(id) ? score * DESTRUCTIVE_WEIGHT : score;
  };
}

type Translate = ReturnType<typeof useT>['t'];

/** What the palette matches a command by, besides its id: its title in the user's language and its keywords. */
const keywordsOf = (command: Command, t: Translate) => [
  t(command.title, command.titleParams),
  ...(command.keywords ?? []),
];

/** How well the command listed as `value` (its id, or `recent:` and its id) matches `search`; 0 for anything else. */
function commandMatch(commands: readonly Command[], value: string, search: string, t: Translate): number {
  const id = value.startsWith('recent:') ? value.slice('recent:'.length) : value;
  const command = commands.find((c) => c.id === id);
  return command ? defaultFilter(value, search, keywordsOf(command, t)) : 0;
}

const itemClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-fg data-[selected=true]:bg-primary-soft data-[selected=true]:text-primary';

function openRecord(r: SearchResult): void {
  const path = recordPath(r);
  closePalette();
  if (path) keysFollow(() => go(path));
}

/** Ctrl/⌘+K: every available command of the registry, with nested pages and recents first. */
export default function Palette() {
  const { t } = useT();
  const { palette, palettePage } = useSnapshot(overlays);
  const { commandIds, pages: recentPages } = useSnapshot(recent);
  useSnapshot(session);
  const commands = useRegistry();
  const [pages, setPages] = useState<string[]>(palettePage ? [palettePage] : []);
  const [search, setSearch] = useState('');
  const page = pages[pages.length - 1] ?? null;

  // Each opening starts on the page it was opened on, with an empty search.
  const opening = `${palette}:${palettePage ?? ''}`;
  const [openedAs, setOpenedAs] = useState(opening);
  if (openedAs !== opening) {
    setOpenedAs(opening);
    setPages(palettePage ? [palettePage] : []);
    setSearch('');
  }

  // Esc on a nested page goes back instead of closing, and Ctrl/⌘+K closes (cmdk would move the
  // selection). Radix closes on a document capture listener, so this one sits earlier, on window.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isToggle(e)) {
        e.preventDefault();
        e.stopPropagation();
        closePalette();
      } else if (e.key === 'Escape' && pages.length > 0) {
        e.preventDefault();
        e.stopPropagation();
        setPages((p) => p.slice(0, -1));
        setSearch('');
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [pages.length]);

  // Keys typed between Ctrl/⌘+K and this chunk's arrival: text into the search, in order; the
  // rest (Enter, arrows, Esc) to the input as if pressed there, once the search has filtered.
  const input = useRef<HTMLInputElement>(null);
  const searchNow = useLatest(search);
  useEffect(
    () =>
      connectPalette((key) => {
        if (isToggle(key)) return closePalette();
        if (isText(key) || key.key === 'Backspace') {
          const next = key.key === 'Backspace' ? searchNow.current.slice(0, -1) : searchNow.current + key.key;
          flushSync(() => setSearch(next));
          return;
        }
        input.current?.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true, cancelable: true }));
      }),
    [searchNow],
  );

  const ctx = { role: session.info?.role ?? null, screen: latestRoute()?.route.name ?? null };
  const groups = page === 'recent' ? [] : paletteGroups(commands, ctx, page, commandIds);
  const typed = search.trim();
  const directHit =
    typed === '' ||
    groups.some((g) => g.commands.some((c) => defaultFilter(c.id, typed, keywordsOf(c, t)) >= SCATTERED));
  const filter = rankFilter(
    new Set(commands.filter(isDestructive).map((c) => c.id)),
    directHit
      ? null
      : new Map(commands.flatMap((c) => (c.keywordKeys ? [[c.id, c.keywordKeys.map((key) => t(key))] as const] : []))),
  );
  const { results: records, pending: recordsPending } = useRecordSearch(search, palette && page === null);
  // The selection, so that records arriving after the commands were filtered are reachable by
  // Enter at once when no command matched.
  const [selected, setSelected] = useState('');
  const firstRecord = records[0] ? `record:${records[0].kind}:${records[0].id}` : '';
  // Records answer the query exactly (an id, the start of a nickname): when they come they take
  // the selection from a command that only matches by letters inside its words, so Enter on "Eric"
  // opens Eric, not "User center"; a command matched by its word starts keeps it. Once per answer,
  // so that the arrow keys can still move off the record.
  const [recordsCame, setRecordsCame] = useState('');
  const answer = firstRecord && `${search}\n${firstRecord}`;
  if (answer && recordsCame !== answer) {
    setRecordsCame(answer);
    if (commandMatch(commands, selected, search, t) < CLEAR_MATCH) setSelected(firstRecord);
  } else if (firstRecord && selected === '') setSelected(firstRecord);

  // Enter on a search no command matches, typed before its records came (`#743` at typing speed):
  // it opens the first of them when they come, rather than being lost. Typing on drops it.
  const enterFor = useRef<string | null>(null);
  const query = search.trim();
  useEffect(() => {
    const held = enterFor.current;
    if (held === null || recordsPending) return;
    enterFor.current = null;
    if (held === query && records[0]) openRecord(records[0]);
  }, [query, recordsPending, records]);

  function choose(command: Command) {
    recordCommand(command.id);
    if (command.opens) {
      setPages((p) => [...p, command.opens!]);
      setSearch('');
      return;
    }
    closePalette();
    runCommand(command, ctx);
  }

  return (
    <Cmdk.Dialog
      open={palette}
      onOpenChange={(open) => !open && closePalette()}
      label={t('palette.label')}
      value={selected}
      onValueChange={setSelected}
      filter={filter}
      loop
      overlayClassName="fixed inset-0 z-[70] bg-black/30"
      contentClassName="fixed left-1/2 top-[12vh] z-[71] w-[min(640px,calc(100vw-32px))] -translate-x-1/2 overflow-hidden rounded-xl border border-line bg-raised shadow-2xl"
      onKeyDown={(e) => {
        const composing = e.nativeEvent.isComposing || e.keyCode === 229;
        if (
          e.key === 'Enter' &&
          !composing &&
          recordsPending &&
          !e.currentTarget.querySelector('[cmdk-item][aria-selected="true"]')
        ) {
          e.preventDefault();
          enterFor.current = query;
        }
        if (e.key === 'Backspace' && !search && pages.length > 0) {
          e.preventDefault();
          setPages((p) => p.slice(0, -1));
        }
      }}
    >
      {page && (
        <div className="flex items-center gap-2 border-b border-line px-4 pt-3 pb-2 text-xs text-fg-3">
          <button
            type="button"
            onClick={() => setPages((p) => p.slice(0, -1))}
            className="rounded px-1 hover:bg-fill hover:text-fg"
          >
            ← {t('common.back')}
          </button>
          <span className="rounded bg-fill px-1.5 py-0.5 text-fg-2">{t(PAGE_TITLES[page] ?? 'palette.label')}</span>
        </div>
      )}
      <Cmdk.Input
        ref={input}
        value={search}
        onValueChange={setSearch}
        autoFocus
        placeholder={
          page
            ? t('palette.placeholder.page', { page: t(PAGE_TITLES[page] ?? 'palette.label') })
            : t('palette.placeholder')
        }
        className="h-12 w-full border-b border-line bg-transparent px-4 text-[15px] text-fg outline-none placeholder:text-fg-3"
      />
      <Cmdk.List className="max-h-[min(420px,60vh)] overflow-y-auto p-2">
        {records.length === 0 && (
          <Cmdk.Empty className="px-3 py-6 text-center text-sm text-fg-3">
            {page === 'recent' && recentPages.length === 0 ? t('palette.noRecentPages') : t('palette.empty')}
          </Cmdk.Empty>
        )}
        {page === 'recent' &&
          recentPages.map((p) => (
            <Cmdk.Item
              key={p.name}
              value={`page:${p.name}`}
              keywords={[t(p.title as MessageKey), p.fullPath]}
              onSelect={() => {
                closePalette();
                keysFollow(() => go(p.fullPath));
              }}
              className={itemClass}
            >
              <span>{t(p.title as MessageKey)}</span>
              <span className="truncate text-xs text-fg-3">{p.fullPath}</span>
            </Cmdk.Item>
          ))}
        {records.length > 0 && (
          <Cmdk.Group
            heading={t('palette.group.records')}
            forceMount
            className="mb-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-fg-3"
          >
            {records.map((r) => (
              <Cmdk.Item
                key={`${r.kind}:${r.id}`}
                value={`record:${r.kind}:${r.id}`}
                forceMount
                onSelect={() => openRecord(r)}
                className={itemClass}
              >
                <span className="flex min-w-0 items-baseline gap-2">
                  <span className="shrink-0">{t(`palette.record.${r.kind}`, { id: r.id })}</span>
                  <span className="truncate text-fg-2">{r.label}</span>
                </span>
                <span className="shrink-0 text-xs text-fg-3">{recordStatus(r)}</span>
              </Cmdk.Item>
            ))}
          </Cmdk.Group>
        )}
        {groups.map((group) => (
          <Cmdk.Group
            key={group.heading}
            heading={t(group.heading)}
            className="mb-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-fg-3"
          >
            {group.commands.map((command) => {
              const keys = shortcutsOf(command)[0];
              const value = group.heading === 'palette.group.recent' ? `recent:${command.id}` : command.id;
              return (
                <Cmdk.Item
                  key={value}
                  value={value}
                  keywords={keywordsOf(command, t)}
                  onSelect={() => choose(command)}
                  className={itemClass}
                >
                  <span>{t(command.title, command.titleParams)}</span>
                  {keys && <Keys shortcut={keys} />}
                </Cmdk.Item>
              );
            })}
          </Cmdk.Group>
        ))}
      </Cmdk.List>
      <div className="border-t border-line px-4 py-2 text-xs text-fg-3">{t('palette.hint')}</div>
    </Cmdk.Dialog>
  );
}

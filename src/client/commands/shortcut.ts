/**
 * Shortcut strings of the registry: chords separated by spaces, keys in a chord joined by `+`.
 * `mod` is Ctrl, or ⌘ on Apple keyboards. Examples: `mod+k`, `g a`, `* a`, `shift+j`, `?`, `1`.
 */
export interface Chord {
  key: string;
  mod: boolean;
  alt: boolean;
  shift: boolean;
}

const ALIASES: Record<string, string> = {
  esc: 'escape',
  up: 'arrowup',
  down: 'arrowdown',
  left: 'arrowleft',
  right: 'arrowright',
  space: ' ',
  return: 'enter',
};

/** A key whose character already needs Shift (`?`, `*`): its Shift is part of the key, not a chord flag. */
function shiftIsImplicit(key: string): boolean {
  return key.length === 1 && !/[a-z0-9]/.test(key);
}

export function parseChord(text: string): Chord {
  const parts = text.toLowerCase().split('+');
  // `shift++` would split oddly; `+` itself is written `plus`.
  const raw = parts.pop() ?? '';
  const key = ALIASES[raw] ?? (raw === 'plus' ? '+' : raw);
  const flags = new Set(parts);
  return {
    key,
    mod: flags.has('mod') || flags.has('ctrl') || flags.has('meta'),
    alt: flags.has('alt'),
    shift: flags.has('shift') && !shiftIsImplicit(key),
  };
}

export function parseShortcut(text: string): Chord[] {
  return text.trim().split(/\s+/).map(parseChord);
}

/** The chord a keydown event is. Letters compare lower-case; Shift counts only where it is not implicit. */
export function chordOfEvent(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): Chord {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key.toLowerCase();
  return { key, mod: e.ctrlKey || e.metaKey, alt: e.altKey, shift: e.shiftKey && !shiftIsImplicit(key) };
}

export function sameChord(a: Chord, b: Chord): boolean {
  return a.key === b.key && a.mod === b.mod && a.alt === b.alt && a.shift === b.shift;
}

/** A shortcut made only of keys without Ctrl/⌘/Alt: these obey the single-key rules. */
export function isSingleKey(chords: readonly Chord[]): boolean {
  return chords.every((c) => !c.mod && !c.alt);
}

export function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);
}

const NAMES: Record<string, string> = {
  escape: 'Esc',
  enter: '↵',
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
  backspace: '⌫',
  ' ': 'Space',
  tab: 'Tab',
  delete: 'Del',
};

/** Keycap labels of one chord, e.g. `mod+k` → ['Ctrl', 'K'] (['⌘', 'K'] on a Mac). */
export function chordLabels(chord: Chord, apple = isApplePlatform()): string[] {
  const out: string[] = [];
  if (chord.mod) out.push(apple ? '⌘' : 'Ctrl');
  if (chord.alt) out.push(apple ? '⌥' : 'Alt');
  if (chord.shift) out.push(apple ? '⇧' : 'Shift');
  out.push(NAMES[chord.key] ?? (chord.key.length === 1 ? chord.key.toUpperCase() : chord.key));
  return out;
}

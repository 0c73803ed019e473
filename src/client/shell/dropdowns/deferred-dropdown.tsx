import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { t } from '../../i18n/i18n';
import { showToast } from '../../state/toasts';
import { loadOnce } from '../../ui/load-once';
import { dispatchReplayedKey } from '../../commands/key-layers';

type Dropdowns = typeof import('./dropdowns');

/** Set once the chunk has arrived: a dropdown mounted later is drawn whole from its first render. */
let loaded: Dropdowns | null = null;
const waiting = new Set<() => void>();
let attempt: Promise<Dropdowns> | null = null;

/**
 * The navbar's and tab bar's dropdowns (headlessui's menu and popover with floating-ui, ~30 KB
 * gzip): fetched with the shell's overlays once the first screen is up (warm-chunks.ts), or when
 * a pointer or the focus first comes to one of their buttons. A failed fetch is tried again at the
 * next such moment.
 */
export function loadDropdowns(): Promise<Dropdowns> {
  attempt ??= loadOnce(() => import('./dropdowns'))().then(
    (m) => {
      loaded = m;
      for (const wake of waiting) wake();
      return m;
    },
    (reason: unknown) => {
      attempt = null;
      throw reason;
    },
  );
  return attempt;
}

const quietly = () => void loadDropdowns().catch(() => undefined);

/** What a press on the button drawn before the code asked for; the loaded dropdown replays it. */
type Intent = 'press' | 'Enter' | ' ' | 'ArrowDown' | 'ArrowUp';

// The keys that open each kind from its button (headlessui's MenuButton and PopoverButton).
const OPENING: Record<'menu' | 'popover', readonly string[]> = {
  menu: ['Enter', ' ', 'ArrowDown', 'ArrowUp'],
  popover: ['Enter', ' '],
};

/** What the button is given before the code has arrived, besides its own props. */
interface StandInProps {
  ref: Ref<HTMLButtonElement>;
  'aria-haspopup'?: 'menu';
  'aria-expanded': false;
  onPointerEnter(): void;
  onFocus(): void;
  onPointerDown(e: PointerEvent<HTMLButtonElement>): void;
  onClick(): void;
  onKeyDown(e: KeyboardEvent<HTMLButtonElement>): void;
  onKeyUp(e: KeyboardEvent<HTMLButtonElement>): void;
}

/**
 * A dropdown (a headlessui Menu or Popover) whose code comes after the first paint. Until then its
 * `button` is drawn as headlessui draws it closed (the same component and props, `aria-haspopup`
 * for a menu, `aria-expanded`), inside the popover's element for a popover, so the header looks
 * the same and nothing moves when the real one takes its place. A press or an opening key on that
 * button is kept and replayed on the real button once it is there; a pointer's press waits for the
 * pointer to be up, so no click is split between the two buttons. Focus on it moves to the real
 * one. A press elsewhere or Escape meanwhile drops what was kept, as it would close the dropdown.
 */
export function DeferredDropdown<P extends object>({
  kind,
  popoverClassName,
  button: Button,
  buttonProps,
  children,
}: {
  kind: 'menu' | 'popover';
  /** The Popover's own class (its element is drawn around the button until the code arrives). */
  popoverClassName?: string;
  button: ComponentType<P & StandInProps>;
  buttonProps: P;
  /** The real dropdown; `handoff` goes on its button's `ref`. */
  children: (dropdowns: Dropdowns, handoff: (el: HTMLElement | null) => void) => ReactNode;
}) {
  const [ready, setReady] = useState<Dropdowns | null>(loaded);
  const [realButton, setRealButton] = useState<HTMLElement | null>(null);
  const [keeping, setKeeping] = useState(false);
  const intent = useRef<Intent | null>(null);
  const hadFocus = useRef(false);
  const pressing = useRef(false);
  const lastPointer = useRef('');
  const standIn = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (ready) return;
    const wake = () => {
      if (!pressing.current && loaded) setReady(loaded);
    };
    waiting.add(wake);
    wake();
    return () => void waiting.delete(wake);
  }, [ready]);

  // What would close the open dropdown drops the press kept for it: a press or the focus elsewhere,
  // Escape wherever the focus is (after a mouse's press it is not on the button).
  useEffect(() => {
    if (!keeping || ready) return;
    const outside = (e: Event) => {
      if (!(e.target instanceof Node) || !standIn.current?.contains(e.target)) intent.current = null;
    };
    const escape = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') intent.current = null;
    };
    const listening = new AbortController();
    const options = { capture: true, signal: listening.signal };
    document.addEventListener('pointerdown', outside, options);
    document.addEventListener('focusin', outside, options);
    document.addEventListener('keydown', escape, options);
    return () => listening.abort();
  }, [keeping, ready]);

  // Gone before its code came: nothing is replayed, and a failed load has no one to tell.
  useEffect(() => () => void (intent.current = null), []);

  // In a task of its own, as a user's press would come: not inside React's commit of the real
  // dropdown, whose updates the replayed event's would be batched with.
  useEffect(() => {
    if (!ready || !realButton) return;
    const timer = setTimeout(() => {
      const kept = intent.current;
      intent.current = null;
      if (kept === 'press') realButton.click();
      else if (kept) {
        realButton.focus();
        dispatchReplayedKey(
          realButton,
          new globalThis.KeyboardEvent('keydown', { key: kept, bubbles: true, cancelable: true }),
        );
      }
    }, 0);
    // The focus moves at once: a key typed meanwhile goes to the real button.
    if (hadFocus.current) realButton.focus({ preventScroll: true });
    hadFocus.current = false;
    return () => clearTimeout(timer);
  }, [ready, realButton]);

  if (ready) return children(ready, setRealButton);

  const keep = (what: Intent) => {
    // A second press closes what the first opened.
    intent.current = what === 'press' && intent.current === 'press' ? null : what;
    setKeeping(true);
    loadDropdowns().catch(() => {
      if (intent.current) showToast('error', t('request.error'));
      intent.current = null;
    });
  };
  const release = () => {
    // After the click that ends this press has been dispatched to the button drawn now.
    setTimeout(() => {
      pressing.current = false;
      lastPointer.current = '';
      if (loaded) setReady(loaded);
    }, 0);
  };
  const drawn = (
    <Button
      {...buttonProps}
      ref={(el: HTMLButtonElement | null) => {
        standIn.current = el;
        // Run before the button leaves the document: whether it held the focus is still known.
        return () => {
          hadFocus.current = el !== null && document.activeElement === el;
        };
      }}
      {...(kind === 'menu' ? { 'aria-haspopup': 'menu' as const } : {})}
      aria-expanded={false}
      onPointerEnter={quietly}
      onFocus={quietly}
      onPointerDown={(e: PointerEvent<HTMLButtonElement>) => {
        if (e.button !== 0) return;
        lastPointer.current = e.pointerType;
        pressing.current = true;
        const ended = new AbortController();
        const end = () => {
          ended.abort();
          release();
        };
        document.addEventListener('pointerup', end, { capture: true, signal: ended.signal });
        document.addEventListener('pointercancel', end, { capture: true, signal: ended.signal });
        // headlessui opens a menu on a mouse's press, and leaves the focus where it was; a
        // popover opens on the click.
        if (kind === 'menu' && e.pointerType === 'mouse') {
          e.preventDefault();
          keep('press');
        } else quietly();
      }}
      onClick={() => {
        // A menu's click after a mouse's press was kept with the press; anything else opens here.
        if (kind === 'popover' || lastPointer.current !== 'mouse') keep('press');
        lastPointer.current = '';
      }}
      onKeyDown={(e: KeyboardEvent<HTMLButtonElement>) => {
        if (e.key === 'Escape') intent.current = null;
        if (!OPENING[kind].includes(e.key)) return;
        e.preventDefault();
        keep(e.key as Intent);
      }}
      onKeyUp={(e: KeyboardEvent<HTMLButtonElement>) => {
        // Space clicks a button when it is released; its press has been kept already.
        if (e.key === ' ') e.preventDefault();
      }}
    />
  );
  return kind === 'popover' ? <div className={popoverClassName}>{drawn}</div> : drawn;
}

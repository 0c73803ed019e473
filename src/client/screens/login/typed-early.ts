/** What the user typed into the prerendered login form before the console took it over. */
export interface TypedEarly {
  username: string;
  password: string;
  remember: boolean;
  /** The name of the field being typed in, if any. */
  focused: string;
}

let prerendered: HTMLElement | null = null;

/** The root about to be hydrated: its form may already hold what the user typed. */
export function watchTypedEarly(root: HTMLElement): void {
  prerendered = root;
}

/**
 * Read by the form's first render: hydration keeps the fields' values, so React's state starts from
 * them, not from empty. Read again if React throws that render away and draws the page afresh (the
 * page did not match what it rendered): the old fields are still there until that render commits.
 * Null when nothing was prerendered.
 */
export function readTypedEarly(): TypedEarly | null {
  const form = prerendered?.querySelector('form');
  if (!form) return null;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const active = document.activeElement;
  return {
    username: field('username')?.value ?? '',
    password: field('password')?.value ?? '',
    remember: field('remember')?.checked ?? false,
    focused: active instanceof HTMLInputElement && form.contains(active) ? active.name : '',
  };
}

/** The form is on the page with its state: a login form drawn later starts afresh. */
export function forgetTypedEarly(): void {
  prerendered = null;
}

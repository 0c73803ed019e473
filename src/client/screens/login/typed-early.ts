/** What the user typed into the prerendered login form before the console took it over. */
export interface TypedEarly {
  username: string;
  password: string;
  remember: boolean;
}

let prerendered: HTMLElement | null = null;

/** The root about to be hydrated: its form may already hold what the user typed. */
export function watchTypedEarly(root: HTMLElement): void {
  prerendered = root;
}

/**
 * Read once, by the form's first render: hydration replaces the fields' values with React's state,
 * so that state starts from what is in them, not from empty. Null when nothing was prerendered.
 */
export function takeTypedEarly(): TypedEarly | null {
  const form = prerendered?.querySelector('form');
  prerendered = null;
  if (!form) return null;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  return {
    username: field('username')?.value ?? '',
    password: field('password')?.value ?? '',
    remember: field('remember')?.checked ?? false,
  };
}

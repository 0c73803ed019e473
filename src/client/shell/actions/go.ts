import { navigate } from 'wouter/use-browser-location';

/** Navigation from outside React (commands, store actions); the Navigator's guard still runs. */
export function go(to: string, options: { replace?: boolean } = {}): void {
  navigate(to, options);
}

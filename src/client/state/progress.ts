import { proxy } from 'valtio/vanilla';

/** The top progress bar of a navigation; `run` changes on every start so the animation restarts. */
export const progress = proxy({ active: false, run: 0 });

export function startProgress(): void {
  progress.run += 1;
  progress.active = true;
}

export function doneProgress(): void {
  progress.active = false;
}

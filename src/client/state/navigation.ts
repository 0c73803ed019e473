import { proxy } from 'valtio/vanilla';

/** Bumping `epoch` runs the guard again for the current URL (after a role switch, say). */
export const navigation = proxy({ epoch: 0 });

export function reguard(): void {
  navigation.epoch += 1;
}

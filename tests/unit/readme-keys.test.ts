import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The shortcut a command declares in its source: `id: '<id>'`, then its `shortcut: '<keys>'`. */
function shortcutOf(source: string, id: string): string | undefined {
  const at = source.indexOf(`id: '${id}'`);
  return at < 0 ? undefined : /shortcut: '([^']+)'/.exec(source.slice(at))?.[1];
}

describe('the README names keys as the commands declare them', () => {
  it('the order refund key: the one the order list declares (a plain letter, written in lowercase)', () => {
    const readme = read('README.md');
    const written = /Orders: open one by number from the palette, `([^`]+)` refunds it/.exec(readme)?.[1];
    const declared = shortcutOf(read('src/client/screens/order-list/order-commands.ts'), 'orders.refund');
    expect(declared).toBeDefined();
    expect(written).toBe(declared);
  });
});

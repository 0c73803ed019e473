import { numberFormat } from '../i18n/intl-formats';
import { todayIn } from '../stats/dates';
import { whenIdle } from '../ui/when-idle';

/**
 * A page's first Intl formatter loads ICU's data (~15–25 ms on a desktop, four times that on a
 * phone) and its first date formatter ~5 ms more. Left to the screen, both land in its first
 * render, the longest task of a load. Made here, each in an idle moment of its own while the
 * screen's chunk and data are on the network, they are kept (intl-formats.ts) for the screen.
 */
export function warmIntl(locale: string): void {
  whenIdle(() => {
    numberFormat(locale);
    whenIdle(() => void todayIn());
  });
}

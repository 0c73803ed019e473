import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from '#client/screens/warm-intl';
import { numberFormat } from '#client/i18n/intl-formats';
import { todayIn } from '#client/stats/dates';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("Intl readied while a screen's chunk loads", () => {
  it('makes the number and day formatters at idle, not at once, and the screen then uses those', async () => {
    vi.useFakeTimers();
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    warmIntl('fr-FR');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();

    await vi.runAllTimersAsync();
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(numbers).toHaveBeenCalledWith('fr-FR', {});
    expect(dates).toHaveBeenCalledTimes(1);

    const made = numbers.mock.results[0]!.value as Intl.NumberFormat;
    expect(numberFormat('fr-FR')).toBe(made);
    expect(todayIn()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
  });
});

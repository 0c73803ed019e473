import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { openQueue } from './moderation-helpers';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 6 }, (_, i) => moment(i + 1));
});

const queue = openQueue;

/** The `?` sheet's line for a command, as "title keys". */
async function sheetLines(user: Awaited<ReturnType<typeof queue>>['user'], title: string): Promise<string[]> {
  await user.keyboard('?');
  const sheet = await screen.findByRole('dialog', { name: title });
  const lines = within(sheet)
    .getAllByRole('term')
    .map((dt) => dt.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
  return lines;
}

/** Types `search` in a fresh palette and returns the options it offers. */
async function paletteFinds(user: Awaited<ReturnType<typeof queue>>['user'], name: string, search: string) {
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name });
  await user.type(within(dialog).getByRole('combobox'), search);
  const found = within(dialog)
    .queryAllByRole('option')
    .map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
  return found;
}

describe('the preset reasons in the shortcut sheet and the palette', () => {
  it('are named by their words, as under the card, and found by them', async () => {
    const { user } = await queue();
    const strip = screen.getByRole('group', { name: 'Preset reasons (keys 1–9)' });
    expect(within(strip).getByRole('button', { name: /Spam or advertising/ })).toBeInTheDocument();

    const lines = await sheetLines(user, 'Keyboard shortcuts');
    expect(lines).toContain('Reason 1: Spam or advertising');
    expect(lines).toContain('Reason 9: Low quality or off-topic');
    expect(lines.some((l) => /Preset reason/.test(l))).toBe(false);

    expect(await paletteFinds(user, 'Command palette', 'spam')).toContainEqual(
      expect.stringMatching(/^Reason 1: Spam or advertising/),
    );
    expect(await paletteFinds(user, 'Command palette', 'Harassment')).toContainEqual(
      expect.stringMatching(/^Reason 2: Harassment or abuse/),
    );
  });

  it('in Chinese, with the words of the strip; the English name still finds one', async () => {
    const { user } = await queue();
    const { setLocale } = await import('#client/i18n/i18n');
    await act(() => setLocale('zh-CN'));
    await screen.findByRole('group', { name: '预设理由（按键 1–9）' });

    const lines = await sheetLines(user, '键盘快捷键');
    expect(lines).toContain('理由 1：垃圾信息或广告');
    expect(lines).toContain('理由 6：欺诈');
    expect(lines.some((l) => /预设理由 \d/.test(l))).toBe(false);

    expect(await paletteFinds(user, '命令面板', '垃圾')).toContainEqual(
      expect.stringMatching(/^理由 1：垃圾信息或广告/),
    );
    expect(await paletteFinds(user, '命令面板', 'harassment')).toContainEqual(
      expect.stringMatching(/^理由 2：骚扰或辱骂/),
    );
  });
});

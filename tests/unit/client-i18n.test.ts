import { beforeAll, describe, expect, it } from 'vitest';
import { i18nState, loadMessages, setLocale, t } from '#client/i18n/i18n';
import '#client/dictionaries/dictionaries';
import type { MessageKey } from '#client/i18n/message-key';

// setLocale touches document and localStorage; the unit project runs in node.
beforeAll(() => {
  (globalThis as Record<string, unknown>).document = { documentElement: { lang: '' } };
  (globalThis as Record<string, unknown>).localStorage = {
    getItem: () => null,
    setItem: () => {},
    removeItem: () => {},
  };
});

describe('t()', () => {
  it('defaults to zh-CN and switches language once the dictionaries are in', async () => {
    expect(i18nState.locale).toBe('zh-CN');
    await loadMessages('boot');
    expect(t('login.form.userName.errMsg')).toBe('用户名不能为空');
    await setLocale('en-US');
    expect(t('login.form.userName.errMsg')).toBe('Username cannot be empty');
  });

  it('fills parameters and reads dotted keys as flat keys', async () => {
    await setLocale('en-US');
    await loadMessages('app');
    expect(t('avatar.roleSwitched', { role: 'X' })).toBe('You now act as X');
    expect(t('menu.dashboard.workplace')).toBe('Workplace');
  });

  it('falls back to en-US for a missing entry, then to the key itself', async () => {
    await setLocale('zh-CN');
    const missing = 'only.in.tests' as MessageKey;
    expect(t(missing)).toBe('only.in.tests');
  });
});

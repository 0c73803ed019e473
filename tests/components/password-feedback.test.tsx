import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '#client/i18n/i18n';
import { installFakeApi, type FakeApi } from './fake-api';
import { routePath, renderLoggedIn } from './render-app';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});

/** What the server says of `letmeinletmein`: zxcvbn's score, its warning and its suggestions, as keys. */
const tooWeak = {
  code: 40000,
  msg: 'newPassword: is too easy to guess (zxcvbn score 0 of 4, at least 3 needed)',
  data: {
    field: 'newPassword',
    rule: 'too_weak',
    feedback: { score: 0, warning: 'extendedRepeat', suggestions: ['anotherWord', 'repeated'] },
  },
};

async function refusedNewPassword() {
  const { user } = await renderLoggedIn(routePath('UserSetting'), 'agent');
  return user;
}

describe("zxcvbn's feedback where a password is set", () => {
  it('is said under the new password in English', async () => {
    const user = await refusedNewPassword();
    api.fail('/admins/password/change', tooWeak);
    const main = screen.getByRole('main');
    await user.type(await within(main).findByLabelText('Current password'), 'backoffice-demo');
    await user.type(within(main).getByLabelText('New password'), 'letmeinletmein');
    await user.type(within(main).getByLabelText('Repeat the new password'), 'letmeinletmein');
    await user.click(within(main).getByRole('button', { name: 'Change password' }));
    const next = within(main).getByLabelText('New password');
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        'Too easy to guess. Repeated patterns like “abcabcabc” are easy to guess. Add more words, less common ones. Avoid repeated words and characters.',
      ),
    );
  });

  it('is said under the new password in Chinese', async () => {
    const user = await refusedNewPassword();
    await act(() => setLocale('zh-CN'));
    api.fail('/admins/password/change', tooWeak);
    const main = screen.getByRole('main');
    await user.type(await within(main).findByLabelText('当前密码'), 'backoffice-demo');
    await user.type(within(main).getByLabelText('新密码'), 'letmeinletmein');
    await user.type(within(main).getByLabelText('再次输入新密码'), 'letmeinletmein');
    await user.click(within(main).getByRole('button', { name: '修改密码' }));
    const next = within(main).getByLabelText('新密码');
    await waitFor(() =>
      expect(next).toHaveAccessibleDescription(
        '太容易被猜到。“abcabcabc”这样的重复片段很容易被猜到。再加几个不常见的单词。避免重复的单词和字符。',
      ),
    );
    expect(screen.queryByText(/zxcvbn|extendedRepeat/)).not.toBeInTheDocument();
  });
});

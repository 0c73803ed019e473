import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, TransportError } from '#client/api/api-error';
import { call } from '#client/api/fetcher';
import { loadMessages, setLocale } from '#client/i18n/i18n';
import { loggedOutModal } from '#client/state/logged-out';
import { toasts } from '#client/state/toasts';
import { installFakeApi, type FakeApi } from './fake-api';
import { renderApp } from './render-app';

vi.mock('../../src/client/shell/actions/reload-page', () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import('#client/shell/actions/reload-page');

let api: FakeApi;
beforeEach(async () => {
  api = installFakeApi();
  await renderApp('/login');
  await screen.findByRole('heading', { name: 'Log in to Backoffice' });
});

async function failing(
  code: number,
  msg: string,
  data: unknown = null,
  path: '/admins/notifications/list' | '/admins/info/get' = '/admins/notifications/list',
) {
  api.fail(path, { code, msg, data });
  localStorage.setItem('token', 'some-token-0123456789');
  let error: unknown;
  await act(async () => {
    error = await call(path, {}).catch((e: unknown) => e);
  });
  return error;
}

describe('fetcher', () => {
  it('sends the bearer token when there is one, and none before login', async () => {
    await call('/admins/login', { username: 'agent', password: 'backoffice-demo' }).then((t) =>
      localStorage.setItem('token', t),
    );
    await call('/admins/info/get', {});
    expect(api.calls[0]!.token).toBeNull();
    expect(api.calls[1]!.token).toBe(localStorage.getItem('token'));
  });

  it('toasts a refused field for 5 s in the user’s language, never the server’s English rule, and rejects', async () => {
    const error = await failing(40000, 'pageSize: Too big: expected number to be <=100', {
      field: 'pageSize',
      rule: 'too_big',
      limit: 100,
    });
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).code).toBe(40000);
    expect(await screen.findByRole('alert')).toHaveTextContent('pageSize: At most 100');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Too big');
    expect(toasts.items.map((t) => t.duration)).toEqual([5000]);
  });

  it('says a 40000 without its details generically, not as sent', async () => {
    await failing(40000, 'ids: Too small: expected array to have >=1 items');
    expect(await screen.findByRole('alert')).toHaveTextContent('The request was refused as invalid');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Too small');
  });

  it("says 'Error' when a refusal has no message", async () => {
    await failing(42200, '');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error/);
  });

  it.each([
    [40300, 'Your role may not do this', { reason: 'ROLE' }, 'Your role may not do this'],
    [40400, 'No such record', null, 'No such record'],
    [40900, 'The record changed', null, 'The record changed'],
    [42900, 'Too many attempts, retry in 30 s', { retryAfterSeconds: 30 }, 'Too many attempts, retry in 30 s'],
    [50000, 'Internal error', { requestId: 'x' }, 'Server error; the server log has the details'],
  ])('shows code %i as a toast and rejects', async (code, msg, data, shown) => {
    const error = await failing(code, msg, data);
    expect((error as ApiCallError).code).toBe(code);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(loggedOutModal.open).toBe(false);
  });

  it.each([
    [40400, 'No such order', '记录不存在或已被删除'],
    [40900, 'The channel changed since you loaded it; reload and try again', '数据已被他人修改，请刷新后重试'],
  ])('says code %i in the reader’s language when it is not the server’s English', async (code, msg, shown) => {
    await act(() => setLocale('zh-CN'));
    await failing(code, msg);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(screen.getByRole('alert')).not.toHaveTextContent(msg);
  });

  it.each([
    ['en-US', 'ABOVE_REFUNDABLE', {}, 'The amount is above what is left to refund'],
    ['zh-CN', 'ALREADY_SUSPENDED', { active: { id: 3 } }, '该账号已在暂停中'],
    ['zh-CN', 'REPORT_FINISHED', { finished: [12, 13] }, '举报已处理：12, 13'],
  ] as const)(
    'says a business refusal in %s by its reason (%s), not in the server’s words',
    async (locale, why, more, shown) => {
      await act(() => loadMessages('app'));
      await act(() => setLocale(locale));
      const msg = 'amountCents: 5000 is above the refundable 3000 (CNY)';
      await failing(42200, msg, { why, ...more });
      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      expect(screen.getByRole('alert')).not.toHaveTextContent('amountCents');
    },
  );

  it('says what must come first (40300 with a reason beyond the role) in the reader’s language', async () => {
    await act(() => loadMessages('app'));
    await act(() => setLocale('zh-CN'));
    await failing(40300, 'Change your password first', { reason: 'PASSWORD_CHANGE_REQUIRED' });
    expect(await screen.findByRole('alert')).toHaveTextContent('请先在个人设置中修改密码');
  });

  it('shows the server’s sentence for a refusal reason the console does not know', async () => {
    await act(() => loadMessages('app'));
    await act(() => setLocale('zh-CN'));
    await failing(42200, 'The moon is not full', { why: 'NOT_FULL_MOON' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The moon is not full');
  });

  it.each([401, 60001])('raises the logged-out modal on %i (any call but user-info)', async (code) => {
    const user = userEvent.setup();
    await failing(code, 'Session expired');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm logout' });
    expect(dialog).toHaveTextContent('You have been logged out, you can cancel to stay on this page, or log in again');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('token')).toBe('some-token-0123456789');
  });

  it('logs out and reloads when the modal is confirmed', async () => {
    const user = userEvent.setup();
    await failing(60001, 'Session expired');
    await user.click(await screen.findByRole('button', { name: 'Re-Login' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalled());
    expect(api.paths()).toContain('/admins/logout');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does not raise the modal for user-info', async () => {
    await failing(401, 'Not logged in', null, '/admins/info/get');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not logged in');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('raises no modal and no toast for a call made beside the session check (the early menu)', async () => {
    api.fail('/admins/menus/get', { code: 60001, msg: 'Session expired', data: null });
    localStorage.setItem('token', 'some-token-0123456789');
    let error: unknown;
    await act(async () => {
      error = await call('/admins/menus/get', {}, { quiet: true, loggedOutModal: false }).catch((e: unknown) => e);
    });
    expect((error as ApiCallError).code).toBe(60001);
    expect(loggedOutModal.open).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("toasts 'Request Error' for 5 s when the network fails, and rejects", async () => {
    api.fail('/admins/info/get', 'network');
    const error = await call('/admins/info/get', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(await screen.findByRole('alert')).toHaveTextContent('Request Error');
  });

  it('treats a reply that is not an envelope (a proxy error page) as a request error', async () => {
    api.fail('/admins/info/get', 'html');
    const error = await call('/admins/info/get', {}).catch((e: unknown) => e);
    expect((error as TransportError).status).toBe(502);
    expect(await screen.findByRole('alert')).toHaveTextContent('Request Error (HTTP 502)');
  });
});

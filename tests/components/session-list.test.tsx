import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSession } from '#contract/api/admin-users';
import { loadMessages, setLocale } from '#client/i18n/i18n';
import { SessionList } from '#client/ui/session-list';

const session = (
  id: number,
  userAgent: string,
  current: boolean,
  lastSeenAt = '2026-11-26T06:13:00.000Z',
): AdminSession => ({
  id,
  activeRole: 'PROMOTE',
  createdAt: '2026-11-26T06:13:00.000Z',
  lastSeenAt,
  expiresAt: '2026-11-27T06:13:00.000Z',
  revokedAt: null,
  state: 'ACTIVE',
  ip: '127.0.0.1',
  userAgent,
  current,
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

beforeEach(async () => {
  await setLocale('zh-CN');
});

beforeAll(async () => {
  await setLocale('zh-CN');
  await loadMessages('boot');
  await loadMessages('app');
});

describe('session list', () => {
  it('keeps the revoke button whole beside a long user agent, which is cut instead', () => {
    const agent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) ${'HeadlessChrome '.repeat(8).trim()}`;
    render(
      <SessionList sessions={[session(1, agent, true), session(2, agent, false)]} onRevoke={() => {}} busy={false} />,
    );
    const revoke = screen.getByRole('button', { name: /127\.0\.0\.1/ });
    expect(revoke).toHaveTextContent('注销');
    // The flex row may not squeeze the button, nor wrap its label.
    expect(revoke.className.split(/\s+/)).toEqual(expect.arrayContaining(['shrink-0', 'whitespace-nowrap']));
    expect(screen.getAllByTitle(agent)[1]).toHaveClass('truncate');
  });

  it('names each device as a person reads it, with the raw user agent in its title', async () => {
    await setLocale('en-US');
    render(
      <SessionList sessions={[session(1, CHROME, true), session(2, IPHONE, false)]} onRevoke={() => {}} busy={false} />,
    );
    expect(screen.getByText('Chrome 156 on Linux')).toHaveAttribute('title', CHROME);
    expect(screen.getByText('Safari 17 on iPhone')).toHaveAttribute('title', IPHONE);
    expect(screen.queryByText(/Mozilla/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Revoke the session of Safari 17 on iPhone from 127.0.0.1' }),
    ).toBeEnabled();
  });

  it('shows this session first, then the five most recently used, and the rest behind "show all"', async () => {
    await setLocale('en-US');
    const seen = (minute: number) => `2026-11-26T06:${String(minute).padStart(2, '0')}:00.000Z`;
    // The server's order: most recently used first; this session was last seen a while ago.
    const others = Array.from({ length: 11 }, (_, i) => ({
      ...session(100 + i, IPHONE, false, seen(50 - i)),
      ip: `10.0.0.${i + 1}`,
    }));
    const sessions = [...others.slice(0, 6), session(1, CHROME, true, seen(10)), ...others.slice(6)];
    render(<SessionList sessions={sessions} onRevoke={() => {}} busy={false} />);
    const list = screen.getByRole('list', { name: 'Sessions' });
    const ips = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent.match(/\d+\.\d+\.\d+\.\d+/)![0]);
    expect(ips()).toEqual(['127.0.0.1', '10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('This session');
    const user = userEvent.setup();
    const more = screen.getByRole('button', { name: 'Show all 12 sessions' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('hides nothing when one more would be all that is hidden', async () => {
    await setLocale('en-US');
    const sessions = Array.from({ length: 6 }, (_, i) => session(i + 1, CHROME, i === 0));
    render(<SessionList sessions={sessions} onRevoke={() => {}} busy={false} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession } from '#contract/api/admin-users';
import { loadMessages, setLocale } from '#client/i18n/i18n';
import { SessionList } from '#client/ui/session-list';

const session = (id: number, userAgent: string, current: boolean): AdminSession => ({
  id,
  activeRole: 'PROMOTE',
  createdAt: '2026-11-26T06:13:00.000Z',
  lastSeenAt: '2026-11-26T06:13:00.000Z',
  expiresAt: '2026-11-27T06:13:00.000Z',
  revokedAt: null,
  state: 'ACTIVE',
  ip: '127.0.0.1',
  userAgent,
  current,
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
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminInfo } from '#contract/api/auth';
import { keepNoteDraft, noteDraft } from '#client/screens/moderation/enforcement/note-drafts';
import { logout, session } from '#client/state/session';

const admin = (id: number) => ({ id }) as AdminInfo;

afterEach(() => {
  session.info = null;
  vi.unstubAllGlobals();
});

describe("an account's unsent note", () => {
  it('is kept per account and per admin: another admin on the tab never sees it', () => {
    session.info = admin(1);
    keepNoteDraft(101, 'asked for proof');
    expect(noteDraft(101)).toBe('asked for proof');
    expect(noteDraft(102)).toBe('');
    session.info = admin(2);
    expect(noteDraft(101)).toBe('');
    session.info = admin(1);
    keepNoteDraft(101, '');
    expect(noteDraft(101)).toBe('');
  });

  it('is forgotten at logout', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ code: 200, msg: 'ok', data: null }))));
    session.info = admin(1);
    keepNoteDraft(101, 'asked for proof');
    await logout();
    session.info = admin(1);
    expect(noteDraft(101)).toBe('');
  });
});

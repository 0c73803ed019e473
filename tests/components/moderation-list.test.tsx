import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { account, installModerationFake, moment, type ModerationFake } from './moderation-fake';
import { openAs } from './moderation-helpers';

let api: ModerationFake;

beforeEach(() => {
  api = installModerationFake();
  api.moments = Array.from({ length: 5 }, (_, i) => moment(i + 1));
});

describe('moderation table', () => {
  it('a filter the server refuses empties the table and is said under its field, translated, with no toast', async () => {
    const { user } = await openAs('/audit-center/moment-list');
    const grid = await screen.findByRole('grid', { name: 'Moments' });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
    api.fail('/admins/moment-list/get', {
      code: 40000,
      msg: 'filters.text: Too big: expected string to have <=200 characters',
      data: { field: 'filters.text', rule: 'too_big', limit: 200 },
    });
    await user.type(screen.getByRole('textbox', { name: 'Text contains' }), 'spam{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('At most 200');
    expect(screen.getByRole('textbox', { name: 'Text contains' })).toHaveAttribute('aria-invalid', 'true');
    // No rows of the filter before it, and nothing raw anywhere.
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Too big');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a link whose filter does not parse shows nothing under the field’s message, never the list without that filter', async () => {
    await openAs('/audit-center/moment-list?id=abc&enabled=maybe');
    await screen.findByRole('grid', { name: 'Moments' });
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Not an id: enter a whole number such as 1024')).toBeInTheDocument();
    expect(api.bodies('/admins/moment-list/get')).toEqual([]);
  });

  it('a queue whose link holds a filter that does not parse takes no hand: it says nothing matches', async () => {
    const { user } = await openAs('/audit-center/moment-list?queue=1&accountId=x1');
    expect(await screen.findByText('Not an id: enter a whole number such as 1024')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-queue-focus]')).toBeNull());
    expect(screen.getAllByText('Nothing in the queue matches these filters.').length).toBeGreaterThan(0);
    expect(screen.queryByText(/The queue is empty/)).not.toBeInTheDocument();
    // Put right, the filter takes a hand: had one been taken without it, it would be there first.
    const accountId = screen.getByRole('textbox', { name: 'Author ID' });
    await user.clear(accountId);
    await user.type(accountId, '101{Enter}');
    await waitFor(() => expect(api.bodies('/admins/queue/lease').length).toBeGreaterThan(0));
    expect(api.bodies('/admins/queue/lease').map((b) => (b.filters as { accountId?: number }).accountId)).toEqual([
      101,
    ]);
  });

  it('keeps filters in the URL, focuses the first with /, and sends them to the list endpoint', async () => {
    const { user } = await openAs('/audit-center/moment-list');
    await screen.findByRole('grid', { name: 'Moments' });
    await user.keyboard('/');
    const text = screen.getByRole('textbox', { name: 'Text contains' });
    expect(text).toHaveFocus();
    await user.type(text, 'spam{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?text=spam'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Review' }), 'PENDING');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('auditStatus')).toBe('PENDING'));
    await waitFor(() =>
      expect(api.bodies('/admins/moment-list/get').at(-1)).toMatchObject({
        filters: { text: 'spam', auditStatus: 'PENDING' },
        page: 1,
      }),
    );
  });

  it('the Enter that confirms an IME composition does not apply the filter; the next Enter does', async () => {
    const { user } = await openAs('/audit-center/moment-list');
    await screen.findByRole('grid', { name: 'Moments' });
    const text = screen.getByRole('textbox', { name: 'Text contains' });
    await user.click(text);
    fireEvent.compositionStart(text);
    fireEvent.change(text, { target: { value: '垃圾' } });
    fireEvent.keyDown(text, { key: 'Enter', isComposing: true });
    fireEvent.compositionEnd(text, { data: '垃圾' });
    fireEvent.keyDown(text, { key: 'Enter', keyCode: 229 });
    expect(window.location.search).toBe('');
    // Another word, applied: had the composing Enter applied the first, the list asked for it before.
    fireEvent.change(text, { target: { value: '垃圾2' } });
    fireEvent.keyDown(text, { key: 'Enter' });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('text')).toBe('垃圾2'));
    await waitFor(() =>
      expect(api.bodies('/admins/moment-list/get').at(-1)).toMatchObject({ filters: { text: '垃圾2' } }),
    );
    expect(api.bodies('/admins/moment-list/get').some((b) => (b.filters as { text?: string })?.text === '垃圾')).toBe(
      false,
    );
  });

  it('Esc in a filter field takes back what was typed: the applied value shows again and nothing changes', async () => {
    const { user } = await openAs('/audit-center/moment-list?text=spam');
    await screen.findByRole('grid', { name: 'Moments' });
    const text = screen.getByRole('textbox', { name: 'Text contains' });
    expect(text).toHaveValue('spam');
    await user.click(text);
    await user.keyboard('{End} and eggs{Escape}');
    expect(text).toHaveValue('spam');
    expect(text).not.toHaveFocus();
    expect(window.location.search).toBe('?text=spam');
  });

  it('marks an author id that is not one and applies it as a link would: nothing shown, nothing asked; a real id applies', async () => {
    const { user } = await openAs('/audit-center/moment-list');
    const grid = await screen.findByRole('grid', { name: 'Moments' });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
    const author = screen.getByRole('textbox', { name: 'Author ID' });
    await user.type(author, 'abc{Enter}');
    expect(author).toHaveAttribute('aria-invalid', 'true');
    expect(author).toHaveAttribute('title', 'Not an id: enter a whole number such as 1024');
    expect(author).toHaveFocus();
    expect(screen.getByText('Not an id: enter a whole number such as 1024')).toHaveAttribute('role', 'alert');
    // The rows of the filter before it do not stay under a field that shows another value.
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('accountId')).toBe('abc'));
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    expect(within(grid).queryByText('moment text 1')).not.toBeInTheDocument();
    expect(
      api.bodies('/admins/moment-list/get').every((b) => !('accountId' in ((b as { filters?: object }).filters ?? {}))),
    ).toBe(true);
    await user.clear(author);
    await user.type(author, '42{Enter}');
    expect(author).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Not an id: enter a whole number such as 1024')).not.toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('accountId')).toBe('42'));
    await waitFor(() =>
      expect(api.bodies('/admins/moment-list/get').at(-1)).toMatchObject({ filters: { accountId: 42 } }),
    );
  });

  it('moves the cursor with j, selects with x, opens with Enter, and shows "10,000+" for a capped total', async () => {
    api.listTotal = { total: 10_000, totalCapped: true };
    const { user } = await openAs('/audit-center/moment-list');
    const grid = await screen.findByRole('grid', { name: 'Moments' });
    expect(await screen.findByText('10,000+ in total')).toBeInTheDocument();
    await user.keyboard('jx');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    // The checkbox is named by the item, not by its place on the page.
    expect(within(rows[1]!).getByRole('checkbox', { name: 'Select #2' })).toBeChecked();
    // A double click opens a row without selecting a word of it; a single press may still select.
    expect(fireEvent.mouseDown(rows[2]!, { detail: 2 })).toBe(false);
    expect(fireEvent.mouseDown(rows[2]!, { detail: 1 })).toBe(true);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('complementary', { name: 'Moment #2' })).toBeInTheDocument();
  });

  it('switches density and hides a column from the column chooser', async () => {
    const { user } = await openAs('/audit-center/moment-list');
    const grid = await screen.findByRole('grid', { name: 'Moments' });
    await user.click(screen.getByRole('radio', { name: 'Compact' }));
    expect(screen.getByRole('radio', { name: 'Compact' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Media' }));
    await waitFor(() => expect(within(grid).queryByRole('columnheader', { name: 'Media' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Likes' }));
    expect(await within(grid).findByRole('columnheader', { name: 'Likes' })).toBeInTheDocument();
  });
});

describe('finding a record from the palette', () => {
  it('typing its id offers the moment; Enter opens it in its list, filtered to it, with its details shown', async () => {
    const { user } = await openAs('/dashboard/workplace');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(dialog).getByRole('combobox'), '#3');
    const option = await within(dialog).findByRole('option', { name: /Moment #3/ });
    expect(option).toHaveTextContent('moment text 3');
    expect(option).toHaveTextContent('Pending');
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    const pane = await screen.findByRole('complementary', { name: 'Moment #3' });
    expect(within(pane).getByText('moment text 3')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/audit-center/moment-list');
    await waitFor(() => expect(window.location.search).toBe('?id=3'));
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveValue('3');
    expect(api.bodies('/admins/moment-list/get').at(-1)).toMatchObject({ filters: { id: 3 } });
  });
});

describe('selecting past the page', () => {
  it('offers every matching row once the page is selected, and a decision then takes them all', async () => {
    api.moments = Array.from({ length: 45 }, (_, i) => moment(i + 1));
    const { user } = await openAs('/audit-center/moment-list');
    const grid = await screen.findByRole('grid', { name: 'Moments' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await user.keyboard('*a');
    const bar = await screen.findByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('20 selected');
    // The decisions that apply, with their keys.
    expect(within(bar).getByRole('button', { name: /Disable/ })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: /Select all 45 matching/ }));
    await waitFor(() => expect(bar).toHaveTextContent('All 45 matching selected'));
    expect(api.bodies('/admins/moment-list/get').some((b) => b.pageSize === 200)).toBe(true);
    await user.keyboard('d');
    const dialog = await screen.findByRole('dialog', { name: 'Disable: 45 items?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Disable 45 items' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.bodies('/admins/update-moment-enabled')).toHaveLength(1));
    const ids = api.bodies('/admins/update-moment-enabled')[0]!.ids as number[];
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument());
  });

  it('* m takes at most 500 and says how many of how many', async () => {
    api.moments = Array.from({ length: 520 }, (_, i) => moment(i + 1));
    const { user } = await openAs('/audit-center/moment-list');
    const grid = await screen.findByRole('grid', { name: 'Moments' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await user.keyboard('*m');
    const bar = await screen.findByRole('region', { name: 'Selection' });
    await waitFor(() => expect(bar).toHaveTextContent('500 of 520 matching selected'));
    await user.keyboard('*n');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument());
  });

  it('* m on a capped total says it as the pager does: "10,000+", in both languages', async () => {
    api.moments = Array.from({ length: 520 }, (_, i) => moment(i + 1));
    api.listTotal = { total: 10_000, totalCapped: true };
    const { user } = await openAs('/audit-center/moment-list');
    const grid = await screen.findByRole('grid', { name: 'Moments' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    expect(await screen.findByText('10,000+ in total')).toBeInTheDocument();
    await user.keyboard('*m');
    const bar = await screen.findByRole('region', { name: 'Selection' });
    await waitFor(() => expect(bar).toHaveTextContent('500 of 10,000+ matching selected'));
    const { setLocale } = await import('#client/i18n/i18n');
    await act(() => setLocale('zh-CN'));
    await waitFor(() => expect(bar).toHaveTextContent('已选择 10,000+ 条中的 500 条'));
  });
});

describe('the account drawer', () => {
  it('u on the account list moves focus into the account drawer, and Esc closes it', async () => {
    api.accounts = [account(5), account(6)];
    const { user } = await openAs('/account-center/account-list');
    await screen.findByText('account5');
    await user.keyboard('u');
    const drawer = await screen.findByRole('complementary', { name: 'Account #5' });
    expect(within(drawer).getByRole('heading', { name: 'Account #5' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
  });
});

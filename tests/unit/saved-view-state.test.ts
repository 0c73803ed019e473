import { describe, expect, it } from 'vitest';
import { currentViewState, showsView, viewQueryPatch } from '#client/saved-views/view-state';

describe('saved view state', () => {
  it('keeps filters, queue mode, order and page size, never the page, an open record or the view link', () => {
    const query = new URLSearchParams('queue=1&order=risk&auditStatus=PENDING&pageSize=50&page=3&open=7&view=2&text=');
    expect(currentViewState(query, null)).toEqual({
      query: { queue: '1', order: 'risk', auditStatus: 'PENDING', pageSize: '50' },
    });
  });

  it('applies a view by removing every parameter it does not name', () => {
    const query = new URLSearchParams('text=spam&page=4&view=9');
    expect(viewQueryPatch({ query: { auditStatus: 'REJECTED' } }, query)).toEqual({
      text: null,
      page: null,
      view: null,
      auditStatus: 'REJECTED',
    });
  });

  it('tells whether the screen shows a view: same query, same columns whatever their order', () => {
    const view = { query: { a: '1' }, columns: { hidden: ['x', 'y'], shown: [] } };
    expect(showsView(view, { query: { a: '1' }, columns: { hidden: ['y', 'x'], shown: [] } })).toBe(true);
    expect(showsView(view, { query: { a: '1', b: '2' }, columns: { hidden: ['x', 'y'], shown: [] } })).toBe(false);
    expect(showsView(view, { query: { a: '1' }, columns: { hidden: ['x'], shown: [] } })).toBe(false);
    expect(showsView({ query: { a: '1' } }, { query: { a: '1' }, columns: { hidden: ['x'], shown: [] } })).toBe(true);
  });
});

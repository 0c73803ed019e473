import { describe, expect, it } from 'vitest';
import { ServerCheckedBody } from '#client/api/server-checked-body';

describe('a body only the server checks', () => {
  it('is sent as its value, as the fetcher serializes any body', () => {
    const filters = { auditStatus: 'PENDING', accountId: 7 };
    const body = new ServerCheckedBody({ filters, page: 2, pageSize: 20, sort: { field: 'createdAt', order: 'desc' } });
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      filters,
      page: 2,
      pageSize: 20,
      sort: { field: 'createdAt', order: 'desc' },
    });
  });
});

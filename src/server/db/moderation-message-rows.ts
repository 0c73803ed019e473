import { eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts, messages } from './schema/content';
import { authorColumns, containsAny, iso, sortKeyOf, timeRange, whenDefined } from './moderation-sql';
import type { ListSource } from './moderation-list-query';
import type { MessageFilters } from '../../contract/api/moderation-filters';
import type { MessageRow } from '../../contract/api/moderation-rows';

const sender = alias(accounts, 'sender');
const recipient = alias(accounts, 'recipient');

export const messageSource: ListSource<MessageFilters, MessageRow> = {
  table: messages,
  id: messages.id,
  sort: messages.sentAt,
  where: (f) => [
    whenDefined(f.fromAccountId, (v) => eq(messages.fromAccountId, v)),
    whenDefined(f.toAccountId, (v) => eq(messages.toAccountId, v)),
    whenDefined(f.accountId, (v) => or(eq(messages.fromAccountId, v), eq(messages.toAccountId, v))),
    whenDefined(f.kind, (v) => eq(messages.kind, v)),
    containsAny([messages.text], f.text),
    ...timeRange(messages.sentAt, f.sentFrom, f.sentTo),
  ].filter((c) => c !== undefined),
  fetch: async (db, q) => {
    const rows = await db
      .select({
        m: messages,
        from: authorColumns(sender),
        to: authorColumns(recipient),
        key: sortKeyOf(messages.sentAt),
      })
      .from(messages)
      .innerJoin(sender, eq(sender.id, messages.fromAccountId))
      .innerJoin(recipient, eq(recipient.id, messages.toAccountId))
      .where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset);
    return rows.map(({ m, from, to, key }) => ({
      id: m.id,
      key,
      row: {
        id: m.id, fromAccountId: m.fromAccountId, toAccountId: m.toAccountId, from, to, kind: m.kind, text: m.text,
        sentAt: iso(m.sentAt),
      },
    }));
  },
};

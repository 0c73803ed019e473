import { eq, or, sql } from 'drizzle-orm';
import { messages } from './schema/content';
import { containsAny, timeRange, whenDefined } from './moderation-sql';
import { authorColumns, authorReader, type RawAuthor } from './moderation-row-sql';
import { isoOfTimestamp } from './pg-timestamp';
import { pageRows, type ListSource } from './moderation-list-query';
import type { MessageFilters } from '#contract/api/moderation-filters';
import type { MessageRow } from '#contract/api/moderation-rows';

const MESSAGES = sql.raw(
  'SELECT messages.id, messages.from_account_id, messages.to_account_id, messages.kind, messages.text, messages.sent_at, ' +
    `${authorColumns('sender', 'sender')}, ${authorColumns('recipient', 'recipient')} FROM messages ` +
    'JOIN accounts sender ON sender.id = messages.from_account_id JOIN accounts recipient ON recipient.id = messages.to_account_id',
);

const senderOf = authorReader('sender');
const recipientOf = authorReader('recipient');

export const messageSource: ListSource<MessageFilters, MessageRow> = {
  table: messages,
  id: messages.id,
  sort: messages.sentAt,
  where: (f) =>
    [
      whenDefined(f.id, (v) => eq(messages.id, v)),
      whenDefined(f.fromAccountId, (v) => eq(messages.fromAccountId, v)),
      whenDefined(f.toAccountId, (v) => eq(messages.toAccountId, v)),
      whenDefined(f.accountId, (v) => or(eq(messages.fromAccountId, v), eq(messages.toAccountId, v))),
      whenDefined(f.kind, (v) => eq(messages.kind, v)),
      containsAny([messages.text], f.text),
      ...timeRange(messages.sentAt, f.sentFrom, f.sentTo),
    ].filter((c) => c !== undefined),
  fetch: async (db, q) => {
    type Raw = RawAuthor<'sender'> &
      RawAuthor<'recipient'> & {
        id: number;
        from_account_id: number;
        to_account_id: number;
        kind: MessageRow['kind'];
        text: string;
        sent_at: string;
      };
    const rows = await pageRows<Raw>(db, MESSAGES, q);
    return rows.map((m) => {
      const row: MessageRow = {
        id: m.id,
        fromAccountId: m.from_account_id,
        toAccountId: m.to_account_id,
        from: senderOf(m),
        to: recipientOf(m),
        kind: m.kind,
        text: m.text,
        sentAt: isoOfTimestamp(m.sent_at),
      };
      return { id: m.id, key: row.sentAt, row };
    });
  },
};

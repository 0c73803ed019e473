import { insertRaisingLastActive } from './content-insert';
import { chunked, type SeedContext } from './seed-context';
import { messagePhoto } from './media';
import * as T from './phrases-talk';
import { SALT } from './salts';
import { chance, days, pickText } from './sql-expr';

/**
 * Private messages in threads of eight between two accounts, both active when the thread ran;
 * a thread is in the language of the account that started it. One message in eight is a picture.
 * A message is sent once both sides have registered, which can be after the sender's last
 * activity as first drawn; that lastActiveAt is raised to it.
 */
export async function seedMessages(ctx: SeedContext): Promise<void> {
  const { model, sizes, now } = ctx;
  const text = `(CASE WHEN kind = 'image' THEN ${messagePhoto('n')}
    WHEN zh THEN ${pickText(T.ZH_MESSAGES, 'n', SALT.messageText)} ELSE ${pickText(T.EN_MESSAGES, 'n', SALT.messageText)} END)`;
  await chunked(ctx, 'messages', sizes.messages, (lo, hi) =>
    insertRaisingLastActive(
      'messages',
      'id, from_account_id, to_account_id, kind, text, sent_at',
      `SELECT n AS id, from_account_id, to_account_id, kind, ${text} AS text, sent_at, author_last_active
      FROM (SELECT m.n, m.from_id AS from_account_id, m.to_id AS to_account_id, m.zh, f.last_active_at AS author_last_active,
          CASE WHEN ${chance('m.n', SALT.messageKind, 0.12)} THEN 'image' ELSE 'text' END AS kind,
          greatest(${now} - ${days('m.x')}, f.registered_at, t.registered_at) AS sent_at
        FROM (SELECT n, ${model.messageAge('thread_age', 'n')} AS x,
            ${model.messageSender('thread_age', 'thread', 'n')} AS from_id,
            ${model.messageReceiver('thread_age', 'thread', 'n')} AS to_id,
            ${model.isZh(model.threadStarter('thread_age', 'thread'))} AS zh
          FROM (SELECT n, thread, ${model.threadAge('thread')} AS thread_age
            FROM (SELECT n, ${model.threadOf('n')} AS thread FROM generate_series(${lo}, ${hi}) n OFFSET 0) p OFFSET 0) s
          OFFSET 0) m
        JOIN accounts f ON f.id = m.from_id
        JOIN accounts t ON t.id = m.to_id
        OFFSET 0) r`,
      'from_account_id',
      'sent_at',
    ),
  );
}

import { chunked, type SeedContext } from './seed-context';
import { messagePhoto } from './media';
import * as T from './phrases-talk';
import { SALT } from './salts';
import { chance, days, pickText } from './sql-expr';

/**
 * Private messages in threads of eight between two accounts, both active when the thread ran;
 * a thread is in the language of the account that started it. One message in eight is a picture.
 */
export async function seedMessages(ctx: SeedContext): Promise<void> {
  const { model, sizes, now } = ctx;
  const text = `(CASE WHEN kind = 'image' THEN ${messagePhoto('n')}
    WHEN zh THEN ${pickText(T.ZH_MESSAGES, 'n', SALT.messageText)} ELSE ${pickText(T.EN_MESSAGES, 'n', SALT.messageText)} END)`;
  await chunked(ctx, 'messages', sizes.messages, (lo, hi) => `
    INSERT INTO messages (id, from_account_id, to_account_id, kind, text, sent_at)
    SELECT n, from_id, to_id, kind, ${text}, sent
    FROM (SELECT m.n, m.from_id, m.to_id, m.zh,
        CASE WHEN ${chance('m.n', SALT.messageKind, 0.12)} THEN 'image' ELSE 'text' END AS kind,
        greatest(${now} - ${days('m.x')}, f.registered_at, t.registered_at) AS sent
      FROM (SELECT n, ${model.messageAge('thread_age', 'n')} AS x,
          ${model.messageSender('thread_age', 'thread', 'n')} AS from_id,
          ${model.messageReceiver('thread_age', 'thread', 'n')} AS to_id,
          ${model.isZh(model.threadStarter('thread_age', 'thread'))} AS zh
        FROM (SELECT n, thread, ${model.threadAge('thread')} AS thread_age
          FROM (SELECT n, ${model.threadOf('n')} AS thread FROM generate_series(${lo}, ${hi}) n OFFSET 0) p OFFSET 0) s
        OFFSET 0) m
      JOIN accounts f ON f.id = m.from_id
      JOIN accounts t ON t.id = m.to_id
      OFFSET 0) r`);
}

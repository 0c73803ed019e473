import { sql } from 'drizzle-orm';
import { queryRows } from '../client';
import { notifications } from '../schema/staff';
import { roleMayEnter } from '#contract/access';
import type { Role } from '#contract/roles';
import { ADMIN_LANG, COLLEAGUE_MESSAGES, NOTICES, TODO_SOURCES } from './notification-texts';
import { createRng } from './prng';
import type { SeedContext } from './seed-context';

type NewNotification = typeof notifications.$inferInsert;

const HOUR = 3_600_000;

/**
 * Each admin's message box: messages from colleagues, notices, and todos that count the real
 * queues they may work on (so a todo's number matches the list it links to at seed time). Some
 * are read, most recent ones are not. A few dozen rows: the ORM is fine here.
 */
export async function seedNotifications(ctx: SeedContext): Promise<void> {
  const rng = createRng(8_675_309);
  const counts = new Map<string, number>();
  for (const todo of TODO_SOURCES) {
    const [row] = await queryRows<{ n: number }>(ctx.db, sql.raw(todo.countSql(ctx.now)));
    counts.set(todo.link, row?.n ?? 0);
  }

  const rows: NewNotification[] = [];
  for (const admin of ctx.admins.all) {
    const lang = ADMIN_LANG[admin.username] ?? 'zh';
    const at = (hoursAgo: number) => new Date(ctx.nowMs - hoursAgo * HOUR);
    // Nobody gets a message from themself (root is 王立群, promote is 陈晓).
    COLLEAGUE_MESSAGES[lang]
      .filter((m) => !m.from.startsWith(admin.name))
      .forEach((m, i) => {
        rows.push({
          adminId: admin.id,
          type: 'message',
          title: m.from,
          subTitle: '',
          avatar: `/media/avatar/${910_000 + i}.svg`,
          content: m.content,
          messageType: 0,
          status: i >= 2 && rng.chance(0.6) ? 1 : 0,
          time: at(i * 7 + rng.next() * 6),
        });
      });
    NOTICES[lang].forEach((n, i) => {
      rows.push({
        adminId: admin.id,
        type: 'notice',
        title: n.title,
        content: n.content,
        messageType: 0,
        status: i === 0 ? 0 : 1,
        time: at(12 + i * 40 + rng.next() * 10),
      });
    });
    const roles = admin.roles as readonly Role[];
    TODO_SOURCES.filter((t) => roles.some((r) => roleMayEnter(r, t.area))).forEach((t, i) => {
      const count = counts.get(t.link) ?? 0;
      rows.push({
        adminId: admin.id,
        type: 'todo',
        title: t.title[lang],
        subTitle: lang === 'zh' ? `${count} 项` : `${count} items`,
        content: t.content[lang](count),
        link: t.link,
        // The message box's tag: 3 overdue (a large backlog), 2 in progress, 0 not started.
        messageType: count > 500 ? 3 : count > 0 ? 2 : 0,
        status: i === 3 ? 1 : 0,
        time: at(1 + i * 3 + rng.next() * 2),
      });
    });
  }
  await ctx.db.insert(notifications).values(rows);
}

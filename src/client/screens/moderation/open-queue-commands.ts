import { AREA_ROLES } from '#contract/access';
import { routeByName } from '../../routes';
import { go } from '../../shell/actions/go';
import type { MessageKey } from '../../i18n/message-key';
import type { Command } from '../../commands/command';
import { registerCommands } from '../../commands/registry';
import { openPalette } from '../../state/overlays';

/** The lists that have a queue, and the palette entry that opens each. */
const QUEUES: readonly { screen: string; title: MessageKey; keyword: string }[] = [
  { screen: 'AccountList', title: 'mod.open.AccountList', keyword: 'accounts' },
  { screen: 'MomentList', title: 'mod.open.MomentList', keyword: 'moments' },
  { screen: 'MomentCommentList', title: 'mod.open.MomentCommentList', keyword: 'moment comments' },
  { screen: 'QuestionList', title: 'mod.open.QuestionList', keyword: 'questions' },
  { screen: 'QuestionReplyList', title: 'mod.open.QuestionReplyList', keyword: 'question replies' },
  { screen: 'ReplyCommentList', title: 'mod.open.ReplyCommentList', keyword: 'reply comments' },
  { screen: 'ReportList', title: 'mod.open.ReportList', keyword: 'reports' },
  { screen: 'AvatarCertList', title: 'mod.open.AvatarCertList', keyword: 'avatar certifications' },
  { screen: 'AboutAccountList', title: 'mod.open.AboutAccountList', keyword: 'about me' },
];

/**
 * "Open <list> queue" from anywhere (palette → "Open a queue…"): queue mode is `?queue=1` on the list's route, so opening a
 * queue is a navigation. Registered once when the screen registry loads (with the shell), not
 * per screen, so the palette offers them before any list was visited.
 */
registerCommands([
  // One entry at the top level opening a page of queues, so nine "Open … queue" titles do not
  // crowd the fuzzy search for screens and settings.
  {
    id: 'open-queue',
    title: 'mod.open.title',
    group: 'mod.group.queues',
    keywords: ['queue', 'triage', '队列'],
    when: { roles: AREA_ROLES.moderation },
    opens: 'queues',
    run: () => openPalette('queues'),
  },
  ...QUEUES.map(
    (q): Command => ({
      id: `open-queue.${q.screen}`,
      title: q.title,
      group: 'mod.group.queues',
      page: 'queues',
      keywords: [q.keyword],
      when: { roles: AREA_ROLES.moderation },
      run: () => {
        const route = routeByName(q.screen);
        if (route) go(`${route.path}?queue=1`);
      },
    }),
  ),
]);

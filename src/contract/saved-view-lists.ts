import type { Area } from './access';
import { SECTIONS } from './routes';

// Without zod, so the console's list screens can read it: zod ships only to screens that validate.

/**
 * The lists whose state can be saved as a view, by route name. A view belongs to one of them, and
 * whoever may not open the list (its route's area) neither sees nor opens its views.
 */
export const SAVED_VIEW_LISTS = [
  'AccountList',
  'MomentList',
  'MomentCommentList',
  'QuestionList',
  'QuestionReplyList',
  'ReplyCommentList',
  'MessageList',
  'ReportList',
  'AvatarCertList',
  'AboutAccountList',
  'OrderList',
  'ChannelList',
  'AdminList',
  'ActionLog',
] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

/** The area of a list's screen: the route table decides who may open it, so it decides its views too. */
export function savedViewArea(list: SavedViewList): Area {
  for (const section of SECTIONS) for (const r of section.children) if (r.name === list) return r.area;
  throw new Error(`saved-view list ${list} has no route`);
}

/** Query parameters that belong to a moment, not to a view: the page, an open record, the view itself. */
export const NOT_IN_VIEW = ['page', 'open', 'view'] as const;

export const SAVED_VIEW_NAME_MAX = 60;

export function isSavedViewList(name: string): name is SavedViewList {
  return (SAVED_VIEW_LISTS as readonly string[]).includes(name);
}

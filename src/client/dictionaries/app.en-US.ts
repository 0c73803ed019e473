import menu from '../i18n/menu/en-US';
import shell from '../shell/locale/en-US';
import palette from '../commands/locale/en-US';
import unavailable from '../screens/unavailable/locale/en-US';
import exception from '../screens/exception/locale-app/en-US';
import workplace from '../screens/workplace/locale/en-US';
import userInfo from '../screens/user-info/locale/en-US';
import userSetting from '../screens/user-setting/locale/en-US';
import ops from '../i18n/shared/en-US';
import orders from '../screens/order-list/locale/en-US';
import channels from '../screens/channel-list/locale/en-US';
import rules from '../screens/rule-list/locale/en-US';
import admins from '../screens/admin-list/locale/en-US';
import actionLog from '../screens/action-log/locale/en-US';
import api from '../screens/api/locale/en-US';
import list from '../ui/list/locale/en-US';
import savedViews from '../saved-views/locale/en-US';
import moderation from '../screens/moderation/locale/en-US';
import enforcement from '../screens/moderation/enforcement/locale/en-US';
import wave from '../screens/moderation/wave/locale/en-US';

import stats from '../stats/locale/en-US';
import paidStats from '../screens/paid-stats/locale/en-US';
import teamStats from '../screens/team-stats/locale/en-US';
import classifierQuality from '../screens/classifier-quality/locale/en-US';
import secondReview from '../screens/second-review/locale/en-US';
import secondReviewLeads from '../screens/second-review-leads/locale/en-US';
import registrationStats from '../screens/registration-stats/locale/en-US';
import live from '../live/locale/en-US';
import refusals from '../api/locale-app/en-US';

/** Everything after login. A new feature adds its dictionary here and in app.zh-CN.ts. */
export default {
  ...menu,
  ...shell,
  ...palette,
  ...exception,
  ...unavailable,
  ...workplace,
  ...userInfo,
  ...userSetting,
  ...list,
  ...savedViews,
  ...ops,
  ...orders,
  ...channels,
  ...rules,
  ...admins,
  ...actionLog,
  ...api,
  ...moderation,
  ...enforcement,
  ...wave,
  ...stats,
  ...paidStats,
  ...teamStats,
  ...classifierQuality,
  ...secondReview,
  ...secondReviewLeads,
  ...registrationStats,
  ...live,
  ...refusals,
};

import menu from '../i18n/menu/zh-CN';
import shell from '../shell/locale/zh-CN';
import palette from '../commands/locale/zh-CN';
import unavailable from '../screens/unavailable/locale/zh-CN';
import exception from '../screens/exception/locale-app/zh-CN';
import workplace from '../screens/workplace/locale/zh-CN';
import userInfo from '../screens/user-info/locale/zh-CN';
import userSetting from '../screens/user-setting/locale/zh-CN';
import ops from '../i18n/shared/zh-CN';
import orders from '../screens/order-list/locale/zh-CN';
import channels from '../screens/channel-list/locale/zh-CN';
import rules from '../screens/rule-list/locale/zh-CN';
import admins from '../screens/admin-list/locale/zh-CN';
import actionLog from '../screens/action-log/locale/zh-CN';
import api from '../screens/api/locale/zh-CN';
import list from '../ui/list/locale/zh-CN';
import savedViews from '../saved-views/locale/zh-CN';
import moderation from '../screens/moderation/locale/zh-CN';
import enforcement from '../screens/moderation/enforcement/locale/zh-CN';
import wave from '../screens/moderation/wave/locale/zh-CN';

import stats from '../stats/locale/zh-CN';
import paidStats from '../screens/paid-stats/locale/zh-CN';
import teamStats from '../screens/team-stats/locale/zh-CN';
import classifierQuality from '../screens/classifier-quality/locale/zh-CN';
import secondReview from '../screens/second-review/locale/zh-CN';
import secondReviewLeads from '../screens/second-review-leads/locale/zh-CN';
import registrationStats from '../screens/registration-stats/locale/zh-CN';
import live from '../live/locale/zh-CN';
import refusals from '../api/locale-app/zh-CN';

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

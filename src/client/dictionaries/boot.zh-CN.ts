import common from '../i18n/common/zh-CN';
import api from '../api/locale/zh-CN';
import login from '../screens/login/locale/zh-CN';
import exception from '../screens/exception/locale/zh-CN';

export default { ...common, ...api, ...login, ...exception };

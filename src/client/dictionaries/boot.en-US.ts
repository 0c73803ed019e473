import common from '../i18n/common/en-US';
import api from '../api/locale/en-US';
import login from '../screens/login/locale/en-US';
import exception from '../screens/exception/locale/en-US';

/** What /login and the standalone not-found page need before the shell loads. */
export default { ...common, ...api, ...login, ...exception };

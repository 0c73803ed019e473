/** Words shared by every screen: the product, languages, roles, themes, generic buttons. */
export default {
  'app.name': 'Backoffice',
  'app.tagline': 'Moderation and operations console',
  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.back': 'Back',
  'common.close': 'Close',
  'common.none': '—',
  'common.yes': 'Yes',
  'common.no': 'No',
  'language.zh-CN': '简体中文',
  'language.en-US': 'English',
  'theme.light': 'Light theme',
  'theme.dark': 'Dark theme',
  'toast.dismiss': 'Dismiss',
  'toast.region': 'Notifications',
  'progress.label': 'Loading the page',
};

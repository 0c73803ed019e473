/** The not-found page, which /login's bundle may show before the shell is loaded. */
export default {
  'exception.404.title': 'Page not found',
  'exception.404.description': 'Sorry, the page you visited does not exist',
  'exception.404.view': 'This link opens a saved view of a list your role cannot open.',
  'exception.back': 'Back to the workplace',
  'exception.toLogin': 'Go to login',
};

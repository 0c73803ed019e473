/** The not-found, 403 and 500 pages and the panel error boundary. */
export default {
  'exception.404.title': 'Page not found',
  'exception.404.description': 'Sorry, the page you visited does not exist',
  'exception.403.title': 'Access denied',
  'exception.403.description': 'Access to this resource on the server is denied.',
  'exception.500.title': 'Server error',
  'exception.500.description': 'Internal server error.',
  'exception.back': 'Back to the workplace',
  'exception.toLogin': 'Go to login',
  'exception.panel.title': 'This part of the page failed',
  'exception.panel.description': 'Something went wrong while showing it. The rest of the console still works.',
  'exception.panel.retry': 'Try again',
};

/** What the fetcher and the session guard say: request errors, the logged-out modal, menu loading. */
export default {
  'request.error': 'Request Error',
  'request.failed': 'Error',
  'request.httpStatus': 'Request Error (HTTP {{status}})',
  'request.code.401': 'You are not logged in',
  'request.code.60001': 'Your session has expired, log in again',
  'request.code.40300': 'Your role may not do this',
  'request.code.42900': 'Too many attempts, retry in {{seconds}} s',
  'request.code.50000': 'Server error; the server log has the details',
  'menuNotice.loading': 'Loading the menu…',
  'menuNotice.success': 'Menu loaded',
  'menuNotice.error': 'The menu could not be loaded',
};

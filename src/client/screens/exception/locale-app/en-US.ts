/** The exception pages that only exist inside the console (the 404 page's words are in ../locale). */
export default {
  'exception.403.title': 'Access denied',
  'exception.403.description': 'Access to this resource on the server is denied.',
  'exception.403.view': 'This link opens a saved view of a list your role cannot open.',
  'exception.500.title': 'Server error',
  'exception.500.description': 'Internal server error.',
  'exception.panel.title': 'This part of the page failed',
  'exception.panel.description': 'Something went wrong while showing it. The rest of the console still works.',
  'exception.panel.retry': 'Try again',
};

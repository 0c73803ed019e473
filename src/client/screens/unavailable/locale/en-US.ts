export default {
  'unavailable.title': 'Not available in this build',
  'unavailable.description':
    '“{{name}}” is not available in this build yet. Its menu entry and access rules are in place; the screen itself ships in a later version.',
};

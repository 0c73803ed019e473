export default {
  'workplace.welcome': 'Welcome back, {{name}}',
  'workplace.actingAs': 'You are acting as {{role}}.',
  'workplace.yourScreens': 'Your screens',
  'workplace.keyboard': 'Keyboard',
  'workplace.keyboard.palette': 'Search every screen and command',
  'workplace.keyboard.goto': 'Go to a screen: g, then its letter',
  'workplace.keyboard.sheet': 'All shortcuts of the page you are on',
  'workplace.todo': 'To do',
  'workplace.todo.empty': 'Nothing is waiting for you.',
};

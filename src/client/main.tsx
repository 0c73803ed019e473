import { createRoot } from 'react-dom/client';
import { App } from './app';
import { isLoggedIn } from './api/token';
import { awaitConsole, installKeyInbox } from './commands/key-inbox';
import { i18nState, loadMessages } from './i18n/i18n';
import { applySettingsToDocument } from './state/settings';

// Theme first, so a dark-theme user never sees a white flash; then the active language's
// boot dictionary (the other language loads only if chosen).
applySettingsToDocument();
// Before anything renders: with a session the console's chunk is on its way, and keys pressed
// meanwhile are kept, not lost.
installKeyInbox();
if (isLoggedIn()) awaitConsole();
document.documentElement.lang = i18nState.locale;
await loadMessages('boot');
createRoot(document.getElementById('root')!).render(<App />);

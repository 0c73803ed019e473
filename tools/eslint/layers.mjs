/**
 * The layers of docs/STYLE.md as import rules: each zone names the files it governs and the folders they
 * may not import, with the rule in the message so that a failing import says why.
 */
import { readdirSync } from 'node:fs';

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

function screenZones() {
  const screens = readdirSync('src/client/screens', { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return screens.map((screen) =>
    zone(
      `./src/client/screens/${screen.name}`,
      './src/client/screens',
      'one screen folder never imports another: move what both need to ui/, state/ or api/.',
      [`./${screen.name}`, './registry.ts'],
    ),
  );
}

export const layerZones = [
  zone('./src/contract', './src/client', 'contract: shared by client and server, it imports neither.'),
  zone('./src/contract', './src/server', 'contract: shared by client and server, it imports neither.'),
  zone('./src/client', './src/server', 'client never imports server: share through src/contract.'),
  zone('./src/server', './src/client', 'server never imports client: share through src/contract.'),
  zone(
    './src/server/services',
    './src/server/http',
    'services never import http/: throw the typed errors of domain/api-error.ts, let http/ make the envelope.',
  ),
  zone('./src/server/services', './src/server/routes', 'services never import routes/.'),
  zone('./src/server/db', './src/server/services', 'db/ never imports services/: it only knows SQL.'),
  zone('./src/server/db', './src/server/http', 'db/ never imports http/: it only knows SQL.'),
  zone('./src/server/db', './src/server/routes', 'db/ never imports routes/.'),
  zone('./src/client/ui', './src/client/commands', 'ui/ holds primitives: it never imports the command registry.'),
  zone('./src/client/ui', './src/client/screens', 'ui/ holds primitives: it never imports screens/.'),
  zone('./src/client/ui', './src/client/shell', 'ui/ holds primitives: it never imports shell/.'),
  zone('./src/client/state', './src/client/shell', 'state/ never imports shell/.'),
  ...['screens', 'shell', 'commands', 'stats', 'live', 'saved-views', 'step-up', 'api', 'ui', 'dictionaries'].map(
    (feature) =>
      zone(
        './src/client/i18n',
        `./src/client/${feature}`,
        'i18n/ is the ground layer every feature imports: it never imports one. A feature brings its dictionary through dictionaries/.',
      ),
  ),
  ...screenZones(),
];

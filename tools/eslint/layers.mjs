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

/** Moderation, rules and enforcement (appeals with it) share their write path through services/core only. */
const WRITE_AREAS = ['moderation', 'rules', 'enforcement'];

function writeAreaZones() {
  return WRITE_AREAS.flatMap((area) =>
    WRITE_AREAS.filter((other) => other !== area).map((other) =>
      zone(
        `./src/server/services/${area}`,
        `./src/server/services/${other}`,
        'moderation, rules and enforcement never import one another: each writes through services/core (inTransaction, changeRows, holds, action-log rows, figures) and reads through db/. No read of another area is allowed, as none is needed: a read two areas share goes to db/.',
      ),
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
  zone(
    './src/server/services/core',
    './src/server/services',
    'services/core is the write core every service area calls down into (transaction, changeRows, action-log rows, live actor, holds ending, figures): it imports no service area.',
    ['./core'],
  ),
  ...writeAreaZones(),
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

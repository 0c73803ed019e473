/**
 * The API files that run a second time on PostgreSQL (TEST_DATABASE_URL set, as in CI). PGlite is
 * PostgreSQL itself, in one process and one connection: everything the SQL says is already checked
 * there, so the second run is kept for what one connection cannot show — requests racing on
 * separate connections (row locks, advisory locks, SKIP LOCKED leases), LISTEN/NOTIFY across
 * connections, the pool, and the grants a real server enforces. README, "Testing", lists them.
 */
export const POSTGRES_FILES: Readonly<Record<string, string>> = {
  'moderation-concurrency': 'moderators racing on one item',
  'moderation-queue': 'leases handed out with SKIP LOCKED to moderators at once',
  'moderation-updates': 'bulk decisions lock their rows in id order',
  'report-lease-groups': 'report groups leased by moderators at once',
  'decision-model': 'a decision, an enforcement and a hold meeting on one item',
  'decision-model-property': 'random acts by two moderators, the rules and the app',
  enforcement: 'the account row locked by a strike and a decision at once',
  'orders-refund-concurrency': 'refunds racing on one order',
  'admin-users-sessions': 'two roots disabling each other at once',
  'login-throttle': 'the per-user and per-address advisory locks',
  'second-factor-ceiling': 'wrong codes from many sources counted under concurrency',
  'workplace-todos': "a moderator's todo list under its advisory lock",
  'team-stats': 'targets updated under a row lock',
  'rules-trigger': "the write path's triggers under the app's concurrent inserts",
  'action-log-chain': 'the chain sealed by concurrent writers',
  'action-log-read': "the log's grants: UPDATE, DELETE and TRUNCATE refused",
  'live-events': 'LISTEN/NOTIFY between connections',
  'event-stream-cap': 'streams over LISTEN/NOTIFY',
  'ops-probes': "the pool's figures in readiness and metrics",
  'stats-paid-rollup': 'the rollup racing with inserts',
  'seed-derived': "the bulk load's derived columns on a server database",
  search: 'the trigram index on a server build of PostgreSQL',
  'classifier-replicas':
    "two replicas' scorers sharing the arrival line (SKIP LOCKED) and their schedules the training lock",
  waves: 'two decisions on one wave and the wave worker recounting it at once',
  'query-text': 'statement texts sent straight to the pool, and inside a transaction on its connection',
  'second-review': 'two reviewers answering one review at once (its row locked)',
};

export const postgresFileGlobs = Object.keys(POSTGRES_FILES).map((name) => `tests/api/${name}.test.ts`);

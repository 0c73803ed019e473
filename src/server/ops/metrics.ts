import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db, PoolStats } from '../db/client';
import { readQueueBacklog, type QueueBacklog } from '../db/queue-backlog';
import type { Logger } from '../logger';
import { passwordOutcome, refundOutcome, REFUND_OUTCOMES, type ReplyRecord } from './outcomes';
import { withTimeout } from './with-timeout';
import { registerClassifierMetrics, type ScoringRecorder } from './classifier-metrics';

/** One finished request, as the access log sees it. */
export interface RequestRecord {
  endpoint: string;
  method: string;
  status: number;
  reply: ReplyRecord | undefined;
  seconds: number;
}

export interface Metrics {
  registry: Registry;
  record(request: RequestRecord): void;
  /** The classifier's scorer reports its batches here. */
  classifier: ScoringRecorder;
}

export interface MetricsSources {
  db: Db;
  log: Logger;
  /** The PostgreSQL pool; null on PGlite, which has no pool to report. */
  poolStats: () => PoolStats | null;
}

/** A scrape every few seconds (two Prometheus servers, a curl) reads the backlog once. */
const BACKLOG_TTL_MS = 5_000;
/** The scrape answers without the backlog rather than waiting on a database that does not. */
const BACKLOG_TIMEOUT_MS = 2_000;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The process's metrics in a registry of their own (not prom-client's global one), so that two
 * apps in one process, as in the tests, never mix their counts.
 */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  // Process, heap, GC and event-loop lag (nodejs_eventloop_lag_seconds and its percentiles).
  collectDefaultMetrics({ register: registry });

  const labelNames = ['endpoint', 'method', 'status', 'code'] as const;
  const requests = new Counter({
    name: 'backoffice_http_requests_total',
    help: 'Requests answered, by endpoint (route pattern), method, HTTP status and envelope body code ("" outside the envelope)',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: 'backoffice_http_request_duration_seconds',
    help: 'Time from the request reaching the app to its reply, by endpoint, method, HTTP status and body code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const loginFailures = new Counter({
    name: 'backoffice_login_failures_total',
    help: 'Logins and password re-entries refused for a wrong username or password',
    labelNames: ['endpoint'],
    registers,
  });
  const loginThrottles = new Counter({
    name: 'backoffice_login_throttled_total',
    help: 'Logins and password re-entries refused by throttling (42900)',
    labelNames: ['endpoint'],
    registers,
  });
  const refunds = new Counter({
    name: 'backoffice_refunds_total',
    help: 'Refund requests by outcome: settled, pending (provider unconfirmed), replayed, refused, conflict, failed',
    labelNames: ['outcome'],
    registers,
  });
  for (const outcome of REFUND_OUTCOMES) refunds.inc({ outcome }, 0);

  registerPoolGauges(registers, sources.poolStats);
  registerBacklogGauges(registers, sources);
  const classifier = registerClassifierMetrics(registers, sources.db, sources.log);

  return {
    registry,
    classifier,
    record(r) {
      const code = r.reply ? String(r.reply.code) : '';
      const labels = {
        endpoint: r.endpoint,
        method: METHODS.has(r.method) ? r.method : 'OTHER',
        status: String(r.status),
        code,
      };
      requests.inc(labels);
      duration.observe(labels, r.seconds);
      const password = passwordOutcome(r.endpoint, r.reply);
      if (password === 'failed') loginFailures.inc({ endpoint: r.endpoint });
      if (password === 'throttled') loginThrottles.inc({ endpoint: r.endpoint });
      const refund = refundOutcome(r.endpoint, r.reply);
      if (refund) refunds.inc({ outcome: refund });
    },
  };
}

function registerPoolGauges(registers: Registry[], poolStats: () => PoolStats | null) {
  // PGlite has no pool: the series are left out rather than reported as an empty pool.
  if (poolStats() === null) return;
  const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const stats = poolStats();
        if (stats) this.set(read(stats));
      },
    });
  gauge('backoffice_db_pool_size', 'PostgreSQL connections open in the pool, busy or idle', (s) => s.size);
  gauge('backoffice_db_pool_max', 'The most connections the pool opens (DATABASE_POOL_SIZE)', (s) => s.max);
  gauge('backoffice_db_pool_in_use', 'Pooled connections running a statement or a transaction', (s) => s.inUse);
  gauge('backoffice_db_pool_waiting', 'Requests waiting for a pooled connection', (s) => s.waiting);
}

function registerBacklogGauges(registers: Registry[], sources: MetricsSources) {
  let cached: { at: number; rows: Promise<QueueBacklog[] | null> } | null = null;
  const backlog = () => {
    const now = performance.now();
    if (!cached || now - cached.at > BACKLOG_TTL_MS) {
      const rows = withTimeout(readQueueBacklog(sources.db), BACKLOG_TIMEOUT_MS).catch((err: unknown) => {
        sources.log.warn('metrics: queue backlog unavailable', { err });
        return null;
      });
      cached = { at: now, rows };
    }
    return cached.rows;
  };
  new Gauge({
    name: 'backoffice_queue_backlog',
    help: 'Items waiting for a decision in each moderation queue (counted up to 10001)',
    labelNames: ['queue'],
    registers,
    async collect() {
      this.reset();
      for (const row of (await backlog()) ?? []) this.set({ queue: row.queue }, row.waiting);
    },
  });
  new Gauge({
    name: 'backoffice_queue_oldest_age_seconds',
    help: 'How long the oldest waiting item of each moderation queue has waited (0 when none waits)',
    labelNames: ['queue'],
    registers,
    async collect() {
      this.reset();
      for (const row of (await backlog()) ?? []) this.set({ queue: row.queue }, row.oldestSeconds);
    },
  });
}

import { randomBytes } from 'node:crypto';
import { roleMayEnter } from '#contract/access';
import type { ModerationQueue } from '#contract/api/moderation-kinds';
import type { LiveEventMap, LiveEventType } from '#contract/live-events';
import type { SessionEndReason } from '#contract/session-ends';
import { LIVE_STREAMS_PER_SESSION, PRESENCE_TTL_SECONDS } from '#contract/live-events';
import type { Database, Db } from '../db/client';
import type { NotifyListener } from '../db/listen';
import { adminNames, endedSessions, presenceIn, sweepPresence, type TicketSession } from '../db/live-rows';
import { readQueueBacklog } from '../db/queue-backlog';
import type { Logger } from '../logger';
import { LIVE_CHANNEL, parseChannelPayload, type ChannelPayload } from './channel-payload';
import { HEARTBEAT_FRAME, sseFrame } from './sse-frame';

/** Who an event is for: moderators (queue events), one admin (message box), one session. */
type Audience = { kind: 'moderation' } | { kind: 'admin'; adminId: number } | { kind: 'session'; sessionId: number };

interface Kept {
  seq: number;
  audience: Audience;
  frame: Uint8Array;
}

interface Stream {
  session: TicketSession;
  moderation: boolean;
  controller: ReadableStreamDefaultController<Uint8Array>;
}

export interface LiveHubOptions {
  database: Pick<Database, 'db' | 'listen'>;
  log: Logger;
  idleMinutes: number;
  /** How often streams get a heartbeat and their sessions are checked; 15 s unless a test says. */
  heartbeatMs?: number | undefined;
  /** Events kept for reconnecting tabs (Last-Event-ID). */
  ringSize?: number | undefined;
}

/** The `session-ended` of a revoked session, with what revoked it when that is known. */
const endedFor = (why: SessionEndReason | null): LiveEventMap['session-ended'] =>
  why ? { reason: 'revoked', why } : { reason: 'revoked' };

/** A stream further behind than this (a stalled client) is closed; it reconnects and resyncs. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Counts and presence are re-read at most this often, whatever the rate of changes. */
const REREAD_MS = 250;

/**
 * The process's live events: one LISTEN connection, fanned out to every stream this process
 * holds, filtered by each stream's session and role. A bounded ring of recent events serves
 * tabs that reconnect with the id of the last event they saw; beyond it they get a resync.
 */
export class LiveHub {
  private readonly streams = new Set<Stream>();
  private readonly ring: Kept[] = [];
  private readonly boot = randomBytes(4).toString('hex');
  private seq = 0;
  private listener: Promise<NotifyListener> | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private lastCounts: Kept | null = null;
  private countsTimer: NodeJS.Timeout | undefined;
  private readonly presenceTimers = new Map<ModerationQueue, NodeJS.Timeout>();
  private closed = false;
  private readonly db: Db;

  constructor(private readonly options: LiveHubOptions) {
    this.db = options.database.db;
  }

  /** Streams open in this process. */
  get size(): number {
    return this.streams.size;
  }

  /** Starts listening (once); resolves when the LISTEN is in place, so nothing committed after is missed. */
  start(): Promise<NotifyListener> {
    this.listener ??= this.options.database.listen(LIVE_CHANNEL, {
      onPayload: (text) => this.onPayload(text),
      onReconnected: () => {
        this.options.log.warn('live listener reconnected; streams resync');
        this.broadcastResync();
      },
      onError: (err) => this.options.log.warn('live listener lost', { err }),
    });
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => void this.beat(), this.options.heartbeatMs ?? 15_000);
      this.heartbeat.unref();
    }
    return this.listener;
  }

  /** Opens a stream for a session that presented a valid ticket. */
  async open(session: TicketSession, lastEventId: string | null): Promise<ReadableStream<Uint8Array>> {
    await this.start();
    this.makeRoomFor(session.sessionId);
    let stream: Stream | null = null;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        stream = { session, moderation: roleMayEnter(session.role, 'moderation'), controller };
        this.streams.add(stream);
        controller.enqueue(HEARTBEAT_FRAME);
        this.catchUp(stream, lastEventId);
      },
      cancel: () => {
        if (stream) this.streams.delete(stream);
      },
    });
  }

  /**
   * A session holds at most LIVE_STREAMS_PER_SESSION streams here: each holds a connection and a
   * place in every fan-out, so one session opening a thousand would cost everyone. The oldest
   * goes (the set keeps the order streams were opened in), told why.
   */
  private makeRoomFor(sessionId: number) {
    const own = [...this.streams].filter((s) => s.session.sessionId === sessionId);
    for (const old of own.slice(0, Math.max(0, own.length - LIVE_STREAMS_PER_SESSION + 1))) {
      this.end(old, sseFrame(null, 'stream-closed', { reason: 'too-many-streams' }));
    }
  }

  /** Ends every stream (graceful shutdown) and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.countsTimer);
    for (const t of this.presenceTimers.values()) clearTimeout(t);
    for (const s of [...this.streams]) this.end(s);
    const listener = this.listener;
    this.listener = null;
    if (listener) await (await listener.catch(() => null))?.close();
  }

  private catchUp(stream: Stream, lastEventId: string | null) {
    if (lastEventId !== null) {
      const [boot, seqText] = lastEventId.split('-');
      const seq = Number(seqText);
      const oldest = this.ring[0]?.seq ?? this.seq + 1;
      // Another process's id, or older than the ring: what was missed is unknown.
      if (boot !== this.boot || !Number.isInteger(seq) || seq < oldest - 1 || seq > this.seq) {
        this.write(stream, sseFrame(this.nextId(), 'resync', {}));
      } else {
        for (const kept of this.ring)
          if (kept.seq > seq && this.reaches(stream, kept.audience)) this.write(stream, kept.frame);
        return;
      }
    }
    if (stream.moderation) {
      if (this.lastCounts) this.write(stream, this.lastCounts.frame);
      else this.rereadCounts();
    }
  }

  private nextId(): string {
    return `${this.boot}-${++this.seq}`;
  }

  private emit<T extends LiveEventType>(audience: Audience, type: T, data: LiveEventMap[T]): Kept {
    const id = this.nextId();
    const kept: Kept = { seq: this.seq, audience, frame: sseFrame(id, type, data) };
    this.ring.push(kept);
    if (this.ring.length > (this.options.ringSize ?? 512)) this.ring.shift();
    for (const s of this.streams) if (this.reaches(s, audience)) this.write(s, kept.frame);
    return kept;
  }

  private reaches(stream: Stream, audience: Audience): boolean {
    if (audience.kind === 'moderation') return stream.moderation;
    if (audience.kind === 'admin') return stream.session.adminId === audience.adminId;
    return stream.session.sessionId === audience.sessionId;
  }

  private write(stream: Stream, frame: Uint8Array) {
    const { controller } = stream;
    if ((controller.desiredSize ?? 0) < -MAX_BUFFERED_BYTES) {
      this.end(stream);
      return;
    }
    try {
      controller.enqueue(frame);
    } catch {
      this.streams.delete(stream);
    }
  }

  private end(stream: Stream, last?: Uint8Array) {
    this.streams.delete(stream);
    try {
      if (last) stream.controller.enqueue(last);
      stream.controller.close();
    } catch {
      // Already closed by the client.
    }
  }

  private broadcastResync() {
    // Every stream's missed events are unknown, whoever they were for.
    const frame = sseFrame(this.nextId(), 'resync', {});
    this.ring.length = 0;
    for (const s of this.streams) this.write(s, frame);
    this.rereadCounts();
  }

  private onPayload(text: string) {
    const payload = parseChannelPayload(text);
    if (!payload || this.closed) return;
    void this.handle(payload).catch((err: unknown) => this.options.log.error('live event failed', { err }));
  }

  private async handle(p: ChannelPayload) {
    switch (p.k) {
      case 'in':
        this.emit({ kind: 'moderation' }, 'items-entered', { queue: p.q, ids: p.ids });
        this.rereadCounts();
        return;
      case 'out': {
        const name = p.by === null ? undefined : (await adminNames(this.db, [p.by])).get(p.by);
        const by = p.by === null ? null : { id: p.by, name: name ?? '' };
        this.emit({ kind: 'moderation' }, 'items-decided', { queue: p.q, ids: p.ids, by });
        this.rereadCounts();
        return;
      }
      case 'free':
        this.emit({ kind: 'moderation' }, 'items-released', { queue: p.q, count: p.n, by: p.by, holder: p.h });
        return;
      case 'note':
        for (const adminId of new Set(p.ids)) this.emit({ kind: 'admin', adminId }, 'notifications', {});
        return;
      case 'session':
        await this.sessionsChanged(p.ids);
        return;
      case 'presence':
        this.rereadPresence(p.q);
        return;
    }
  }

  /** Revoked sessions end with `session-ended`; the others switched roles and reconnect. */
  private async sessionsChanged(ids: number[]) {
    const mine = [...this.streams].filter((s) => ids.includes(s.session.sessionId));
    if (mine.length === 0) return;
    const ended = await endedSessions(
      this.db,
      [...new Set(mine.map((s) => s.session.sessionId))],
      this.options.idleMinutes,
    );
    const revoked = new Map(ended.filter((e) => e.revoked).map((e) => [e.id, e.why]));
    for (const s of mine) {
      const frame = revoked.has(s.session.sessionId)
        ? sseFrame(null, 'session-ended', endedFor(revoked.get(s.session.sessionId) ?? null))
        : sseFrame(null, 'role-changed', {});
      this.end(s, frame);
    }
  }

  private rereadCounts() {
    if (this.countsTimer || this.closed) return;
    this.countsTimer = setTimeout(() => {
      void readQueueBacklog(this.db)
        .then((rows) => {
          const queues = Object.fromEntries(rows.map((r) => [r.queue, r.waiting]));
          this.lastCounts = this.emit({ kind: 'moderation' }, 'counts', { queues });
        })
        .catch((err: unknown) => this.options.log.warn('live counts not read', { err }))
        .finally(() => (this.countsTimer = undefined));
    }, REREAD_MS);
  }

  private rereadPresence(queue: ModerationQueue) {
    if (this.presenceTimers.has(queue) || this.closed) return;
    this.presenceTimers.set(
      queue,
      setTimeout(() => {
        void presenceIn(this.db, queue, PRESENCE_TTL_SECONDS)
          .then((people) => this.emit({ kind: 'moderation' }, 'presence', { queue, people }))
          .catch((err: unknown) => this.options.log.warn('live presence not read', { err }))
          .finally(() => this.presenceTimers.delete(queue));
      }, REREAD_MS),
    );
  }

  /**
   * Keeps proxies from closing idle streams, ends streams whose sessions ended (idle, absolute
   * limit, revoked while this process was not listening), and drops presence that went silent.
   */
  private async beat() {
    for (const s of this.streams) this.write(s, HEARTBEAT_FRAME);
    try {
      const ids = [...new Set([...this.streams].map((s) => s.session.sessionId))];
      const ended = new Map((await endedSessions(this.db, ids, this.options.idleMinutes)).map((e) => [e.id, e]));
      for (const s of [...this.streams]) {
        const end = ended.get(s.session.sessionId);
        if (end === undefined) continue;
        this.end(s, sseFrame(null, 'session-ended', end.revoked ? endedFor(end.why) : { reason: 'expired' }));
      }
      await sweepPresence(this.db, PRESENCE_TTL_SECONDS);
    } catch (err) {
      this.options.log.warn('live heartbeat check failed', { err });
    }
  }
}

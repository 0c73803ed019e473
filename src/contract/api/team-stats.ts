import { z } from 'zod';
import { statsDate } from './stats';
import type { Endpoint } from './endpoint';
import {
  DECISION_KINDS,
  TARGET_MINUTES_MAX,
  TARGET_MINUTES_MIN,
  TEAM_QUEUES,
  TEAM_STATS_MAX_DAYS,
} from './team-stats-kinds';

/**
 * Team statistics (area teamStats, ADMIN_ROOT): how moderators decided over a period of the
 * business time zone, and how each queue's backlog stands against the lead's targets now.
 *
 * - A decision is an approve, reject, enable, disable, report finish or appeal decision in the
 *   action log; a side effect of another decision (a report's target disabled with it) is not one.
 * - An active hour is a clock hour with at least one decision by that moderator.
 * - A wait runs from the item entering its queue (created, or last made pending) to the decision;
 *   median and p90 are nearest-rank, read from a histogram with 10 % wide buckets (within 5 %).
 * - A decision is undone when the next change of the same field of the same item is its decider's
 *   own, overturned when it is someone else's. Both count in the hour of the decision.
 */

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

export const teamStatsBody = z
  .object({ from: statsDate, to: statsDate })
  .strict()
  .refine((b) => b.to >= b.from, { message: 'must not be before from', path: ['to'] })
  .refine((b) => dayNumber(b.to) - dayNumber(b.from) + 1 <= TEAM_STATS_MAX_DAYS, {
    message: `the period may cover at most ${TEAM_STATS_MAX_DAYS} days`,
    path: ['to'],
  });

const count = z.number().int().min(0);
const rate = z.number().min(0).max(1).nullable();
const queue = z.enum(TEAM_QUEUES);

export const teamFigures = z.object({
  decisions: count,
  byKind: z.record(z.enum(DECISION_KINDS), count),
  byQueue: z.record(queue, count),
  activeHours: count,
  /** decisions / activeHours; null without an active hour. */
  perActiveHour: z.number().nullable(),
  waitMedianSeconds: z.number().nullable(),
  waitP90Seconds: z.number().nullable(),
  undone: count,
  /** undone / decisions; null without a decision. */
  undoRate: rate,
  overturned: count,
  overturnRate: rate,
});
export type TeamFigures = z.infer<typeof teamFigures>;

export const teamStatsReply = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** The whole team; its active hours are moderator-hours (the sum of everyone's). */
  team: teamFigures,
  /** Moderators with a decision in the period, most decisions first. */
  moderators: z.array(teamFigures.extend({ adminId: z.number().int(), username: z.string(), name: z.string() })),
  /** Per calendar day of the period: the team's decisions and how many of them were undone or overturned. */
  series: z.object({
    labels: z.array(z.string()),
    decisions: z.array(count),
    undone: z.array(count),
    overturned: z.array(count),
  }),
});
export type TeamStatsReply = z.infer<typeof teamStatsReply>;

export const queueTarget = z.object({
  queue,
  targetMinutes: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
  /** Who set it last; null for the starting targets. */
  updatedBy: z.string().nullable(),
});

export const teamTargetsReply = z.object({
  queues: z.array(
    queueTarget.extend({
      /** Items waiting now, counted up to `cap`. */
      waiting: count,
      /** Age of the oldest waiting item, 0 when none waits. */
      oldestSeconds: z.number().min(0),
      /** Waiting items older than the target, counted up to `cap`. */
      breaches: count,
      /** The oldest breaches, oldest first (at most BREACH_LIST_MAX). */
      breachList: z.array(z.object({ id: z.number().int(), enteredAt: z.string(), ageSeconds: z.number() })),
    }),
  ),
  cap: z.number().int(),
});
export type TeamTargetsReply = z.infer<typeof teamTargetsReply>;

export const targetSaveBody = z
  .object({
    queue,
    targetMinutes: z.number().int().min(TARGET_MINUTES_MIN).max(TARGET_MINUTES_MAX),
    /** The version read; a target changed since then answers 40900. */
    expectedVersion: z.number().int().min(1).optional(),
  })
  .strict();

export const teamStatsApi = {
  '/admins/team-stats/get': { area: 'teamStats', body: teamStatsBody, reply: teamStatsReply },
  '/admins/team-stats/targets': { area: 'teamStats', body: z.object({}).strict(), reply: teamTargetsReply },
  '/admins/team-stats/target-save': { area: 'teamStats', body: targetSaveBody, reply: queueTarget },
} as const satisfies Record<string, Endpoint>;

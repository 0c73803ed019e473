import { z } from 'zod';
import { id } from '../validation';
import { listReply, listRequest } from './list';
import type { Endpoint } from './endpoint';

/** Whether `value` is an absolute https URL with a host and no embedded credentials. */
export function isHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/**
 * Field rules of the channel form. The server validates with exactly these, so the client's
 * inline messages and the server's 40000s say the same thing.
 */
export const channelFields = {
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{2,32}$/, 'must be 2–32 characters of a-z, 0-9, _ and -'),
  name: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
  downloadUrl: z
    .string()
    .trim()
    .max(2048, 'must be at most 2048 characters')
    .refine(isHttpsUrl, 'must be an https:// URL'),
  /** The apk's own version, e.g. 3.12.0 or 3.12.0-beta.2. */
  version: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,6}){0,3}([-+][0-9A-Za-z.-]{1,24})?$/, 'must look like 1.2.3 or 1.2.3-beta.1'),
  enabled: z.boolean(),
  note: z.string().trim().max(500, 'must be at most 500 characters'),
};

export const apkChannel = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  downloadUrl: z.string(),
  /** The apk version string. */
  version: z.string(),
  enabled: z.boolean(),
  note: z.string(),
  /** Optimistic-concurrency counter: send it back as `expectedVersion` when updating. */
  rowVersion: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApkChannel = z.infer<typeof apkChannel>;

export const channelListFilters = {
  /** Substring of the code or the name, case-insensitive. */
  q: z.string().trim().min(1).max(64).optional(),
  code: channelFields.code.optional(),
  enabled: z.boolean().optional(),
};

export const channelSave = z
  .object({
    /** Absent: create. Present: update that channel (its code cannot change). */
    id: id.optional(),
    expectedVersion: z.number().int().min(1).optional(),
    code: channelFields.code,
    name: channelFields.name,
    downloadUrl: channelFields.downloadUrl,
    version: channelFields.version,
    enabled: channelFields.enabled.default(true),
    note: channelFields.note.default(''),
  })
  .strict()
  .refine((b) => b.id === undefined || b.expectedVersion !== undefined, {
    message: 'is required when updating',
    path: ['expectedVersion'],
  })
  .refine((b) => b.id !== undefined || b.expectedVersion === undefined, {
    message: 'only goes with an id',
    path: ['expectedVersion'],
  });

export const channelsApi = {
  '/admins/apk-channel-list': {
    area: 'channels',
    body: listRequest(channelListFilters, ['createdAt', 'code', 'id'] as const),
    reply: listReply(apkChannel),
  },
  '/admins/apk-channel': {
    area: 'channels',
    body: channelSave,
    reply: z.object({ channel: apkChannel, created: z.boolean() }),
  },
} as const satisfies Record<string, Endpoint>;

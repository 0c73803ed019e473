import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { listChannels, saveChannel } from '../services/channels/apk-channels';

export function channelRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/apk-channel-list', (body, ctx) => listChannels(ctx.deps.db, body));
  post(r, '/admins/apk-channel', (body, ctx) => saveChannel(ctx.deps.db, ctx.actor(), body));
  return r;
}

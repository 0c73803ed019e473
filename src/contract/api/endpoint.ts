import type { z } from 'zod';
import type { Area } from '../access';

/** One admin API call: who may make it, what it takes and what it answers. */
export interface Endpoint {
  area: Area;
  body: z.ZodType;
  reply: z.ZodType;
}

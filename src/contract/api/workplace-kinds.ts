/**
 * Kinds of moment: text has no media, image has images only, video has at least one video. Apart
 * from the schemas (workplace.ts) so that the workplace, which validates nothing, loads no zod.
 */
export const POPULAR_TYPES = ['text', 'image', 'video'] as const;
export type PopularType = (typeof POPULAR_TYPES)[number];

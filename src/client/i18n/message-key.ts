/**
 * The en-US dictionary of each group, added by `dictionaries/dictionaries.ts` (declaration
 * merging), so that this ground layer names no feature's file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface MessageTables {}

/**
 * Every key `t()` accepts: the union of the en-US dictionaries (type-only, so naming a key costs
 * no bytes). A key missing in en-US does not compile; one missing in zh-CN does not compile either
 * (each zh-CN dictionary `satisfies` its en-US twin) and fails the unit test.
 */
export type MessageKey = { [G in keyof MessageTables]: keyof MessageTables[G] }[keyof MessageTables];
export type MessageParams = Record<string, string | number>;
/** `t`'s shape, for a helper that is handed the translator of its component. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

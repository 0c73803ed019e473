import type bootMessages from './boot.en-US';
import type appMessages from './app.en-US';

/**
 * Every key `t()` accepts: the union of the en-US dictionaries (type-only imports, so naming a
 * key costs no bytes). A key missing in en-US does not compile; one missing in zh-CN does not
 * compile either (each zh-CN dictionary `satisfies` its en-US twin) and fails the unit test.
 */
export type MessageKey = keyof typeof bootMessages | keyof typeof appMessages;
export type MessageParams = Record<string, string | number>;
/** `t`'s shape, for a helper that is handed the translator of its component. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

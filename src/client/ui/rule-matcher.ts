// The matcher as a lazy module of the console's own (use-rule-spans.ts): the build shares the boot
// and shell graphs with it as with every lazy module of the console. The Rules form's check of a
// regex comes from here too: the linear-time engine stays in this one lazy chunk, where a second
// importer of its own would split it (and the bundler's helpers with it) into shared chunks.
export { matchSpans } from '#contract/rules/rule-match';
export { regexRefusal } from '#contract/rules/rule-regex';

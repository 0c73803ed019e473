// The matcher as a lazy module of the console's own (use-rule-spans.ts): the build shares the boot
// and shell graphs with it as with every lazy module of the console.
export { matchSpans } from '#contract/rules/rule-match';

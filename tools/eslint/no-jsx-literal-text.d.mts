import type { Rule } from 'eslint';
export declare const noJsxLiteralText: Rule.RuleModule;

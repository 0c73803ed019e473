import { describe, expect, it } from 'vitest';
import { refusalText } from '#client/screens/rule-list/refusal-text';
import en from '#client/screens/rule-list/locale/en-US';
import zh from '#client/screens/rule-list/locale/zh-CN';
import { regexRefusal } from '#contract/rules/rule-regex';
import type { MessageKey } from '#client/i18n/message-key';

const translator =
  (dict: Record<string, string>) =>
  (key: MessageKey, vars: Record<string, string | number> = {}): string =>
    (dict[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
const t = translator(en);
const tZh = translator(zh);
/** The refusal the server sends for a pattern (its check in the API's `msg`, under the field's name). */
const served = (pattern: string) => `pattern: ${regexRefusal(pattern)}`;

describe("a server's refusal of a pattern, in the form's words", () => {
  it('names a domain refusal once, with the entry it could not read', () => {
    expect(refusalText('pattern: names no site (a public suffix or an unknown ending): github.io', t)).toBe(
      'Names no site (a public suffix or an unknown ending): github.io',
    );
  });

  it('asks for a term or pattern where the server says one is required', () => {
    expect(refusalText('pattern: is required', t)).toBe('Type a term or pattern');
  });

  it('says what the regex engine found wrong in the reader’s language, with the part it names', () => {
    expect(refusalText(served('[abc'), tZh)).toBe('不是有效的正则表达式：[ 缺少对应的 ]（[abc）');
    expect(refusalText(served('[abc'), t)).toBe('Not a valid regular expression: a [ is not closed with ] ([abc)');
    expect(refusalText(served('(abc'), tZh)).toBe('不是有效的正则表达式：( 缺少对应的 )（(abc）');
    expect(refusalText(served('abc)'), tZh)).toBe('不是有效的正则表达式：多出的 ) 没有对应的分组（abc)）');
    expect(refusalText(served('\\q'), tZh)).toBe('不是有效的正则表达式：无法识别的转义序列（\\q）');
    expect(refusalText(served('a**'), tZh)).toBe('不是有效的正则表达式：重复符号叠用（如 a**）（**）');
    expect(refusalText(served('a{2,1}'), tZh)).toBe('不是有效的正则表达式：重复次数颠倒或超过 1000（{2,1}）');
    expect(refusalText(served('[z-a]'), tZh)).toBe('不是有效的正则表达式：字符范围的起点大于终点（z-a）');
    expect(refusalText(served('abc\\'), tZh)).toBe('不是有效的正则表达式：末尾的 \\ 后面没有要转义的字符');
  });

  it('names refused constructs in the reader’s language, and never passes the engines’ English through', () => {
    expect(refusalText(served('(?>a)'), tZh)).toBe('线性时间引擎不支持此写法：原子分组 (?>…)');
    expect(refusalText(served('\\pL'), tZh)).toBe('数据库不支持：Unicode 类别（\\p{…}）');
    expect(refusalText(served('a{300}'), tZh)).toBe('数据库不支持：超过 255 的重复次数（{n,m}）');
    // An engine's error of a kind not in the table, and PostgreSQL's own words: the kind alone.
    expect(refusalText('pattern: is not a valid regular expression: something new: `x`', tZh)).toBe(
      '不是有效的正则表达式',
    );
    expect(refusalText('pattern: is not a valid PostgreSQL regular expression: invalid escape \\ sequence', tZh)).toBe(
      '不是有效的 PostgreSQL 正则表达式',
    );
    for (const pattern of [
      '[abc',
      '(abc',
      'abc)',
      '\\q',
      'a**',
      '*a',
      'a{2,1}',
      '[z-a]',
      '(?P=x)',
      '(?P<n>a)(?P<n>b)',
      '(?>a)',
      'a++',
      '\\pL',
      '(?s)a',
      'a{300}',
    ])
      expect(refusalText(served(pattern), tZh).replace('Unicode', '')).not.toMatch(/[a-z]{4,}/i);
  });
});

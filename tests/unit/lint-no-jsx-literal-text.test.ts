import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import tseslint from 'typescript-eslint';
import { noJsxLiteralText } from '../../tools/eslint/no-jsx-literal-text.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

tester.run('no-jsx-literal-text', noJsxLiteralText, {
  valid: [
    { code: 'const a = <p>{t("login.title")}</p>;' },
    { code: 'const a = <kbd>g</kbd>;' },
    { code: 'const a = <span> · </span>;' },
    { code: 'const a = <input placeholder={t("list.search")} className="w-full px-2" />;' },
    { code: 'const a = <img alt="" src="/x.svg" />;' },
  ],
  invalid: [
    { code: 'const a = <p>Log in</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <p>登录</p>;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <input placeholder="Search" />;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <button aria-label={"Close"} />;', errors: [{ messageId: 'literal' }] },
    { code: 'const a = <abbr title="Moments">M</abbr>;', errors: [{ messageId: 'literal' }] },
  ],
});

/**
 * User-visible words belong in a dictionary: JSX text, and the attributes a user reads or hears
 * (aria-label, placeholder, title, alt, label), may not hold a literal word. Symbols, digits and
 * single letters (a key cap such as "g") pass.
 */
const WORD = /[A-Za-z\u4e00-\u9fff]{2,}/;
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'placeholder', 'title', 'alt', 'label']);

/** @type {import('eslint').Rule.RuleModule} */
export const noJsxLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'user-visible text comes from the dictionaries, not from literals' },
    messages: { literal: 'User-visible text "{{text}}" must come from a dictionary through t().' },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (WORD.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier' || !READ_ATTRIBUTES.has(node.name.name)) return;
        const value = node.value;
        if (value?.type === 'Literal' && typeof value.value === 'string' && WORD.test(value.value))
          report(value, value.value);
        if (
          value?.type === 'JSXExpressionContainer' &&
          value.expression.type === 'Literal' &&
          typeof value.expression.value === 'string' &&
          WORD.test(value.expression.value)
        )
          report(value, value.expression.value);
      },
    };
  },
};

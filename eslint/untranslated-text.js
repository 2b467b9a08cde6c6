/**
 * An ESLint rule for the apps' and the designer's components: text a user reads (JSX text, and
 * the attributes that are read out or shown: a label, a title, a placeholder, an accessible
 * name…) comes from the translation tables through `t(…)`, never from a literal, so that it
 * follows the chosen language. Words are a lowercase Latin letter or a Chinese character:
 * codes and signs (`JSON`, `ID`, `·`, `/`) read the same in every language and pass.
 */
const READ_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'alt',
  'helperText',
  'headerName',
  'tooltip',
  'emptyText',
  'confirmLabel',
]);
const WORDS = /[a-z\u4e00-\u9fff]/;

/** The string a node holds when it is a literal: `"x"`, `{'x'}`, `` {`x`} `` without values. */
function literalOf(node) {
  if (!node) return undefined;
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type === 'JSXExpressionContainer') return literalOf(node.expression);
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

export const untranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Text a user reads comes from the translation tables.' },
    messages: {
      literal:
        'Text a user reads comes from the translation tables (t(…)), in every language: "{{text}}".',
    },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (text !== undefined && WORDS.test(text)) {
        context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 60) } });
      }
    };
    return {
      JSXText(node) {
        check(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (READ_ATTRIBUTES.has(name)) check(node.value ?? node, literalOf(node.value));
      },
    };
  },
};

/**
 * Scopes a form's `styleSheets` to that form: every selector is prefixed with the form's
 * unique class, so rules written for one form never reach the rest of the page. Selectors
 * naming the page itself (`html`, `body`, `:root`) are replaced by the form. Grouping rules
 * (`@media`, `@supports`, `@container`, `@layer`) are scoped inside; `@keyframes` and
 * `@font-face` are kept as written; `@import` and `@charset` are dropped (an import would load
 * an unscoped stylesheet).
 */

const GROUPING = /^@(media|supports|container|layer|document)\b/i;
const VERBATIM =
  /^@(keyframes|-webkit-keyframes|font-face|page|property|counter-style|font-feature-values)\b/i;

/** Splits at top-level commas (not inside parentheses, brackets or strings). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** One selector made to apply inside the scope only. */
export function scopeSelector(selector: string, scope: string): string[] {
  const page = /^(?::root|html|body)(?=$|[\s>+~.:[#])/i;
  if (page.test(selector)) {
    const rest = selector.replace(page, '').replace(/^\s*(?:body|html)(?=$|[\s>+~.:[#])/i, '');
    return [`${scope}${rest}`];
  }
  const scoped = [`${scope} ${selector}`];
  // A selector starting with a class, id, attribute or pseudo-class may name the form itself
  // (its customClass): let it match the form element too.
  if (/^[.#[:]/.test(selector) && !selector.startsWith('::')) {
    scoped.push(`${scope}${selector}`);
  }
  return scoped;
}

/** Index of the brace closing the block that opens at `open`, or the text's end. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  let quote = '';
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return css.length;
}

function scopeBlock(css: string, scope: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (open === -1) break;
    const prelude = css.slice(i, open).trim();
    if (semicolon !== -1 && semicolon < open && prelude.startsWith('@')) {
      // A statement such as @import or @charset before the next block: dropped.
      i = semicolon + 1;
      continue;
    }
    const close = closingBrace(css, open);
    const body = css.slice(open + 1, close);
    i = close + 1;
    if (!prelude) continue;
    if (GROUPING.test(prelude)) {
      out += `${prelude}{${scopeBlock(body, scope)}}`;
    } else if (VERBATIM.test(prelude)) {
      out += `${prelude}{${body}}`;
    } else if (prelude.startsWith('@')) {
      continue;
    } else {
      const selectors = splitSelectors(prelude).flatMap((selector) =>
        scopeSelector(selector, scope),
      );
      if (selectors.length > 0) out += `${selectors.join(',')}{${body}}`;
    }
  }
  return out;
}

/** The stylesheet with every rule scoped to `scope` (a selector such as `.fr-form-x1`). */
export function scopeCss(css: string, scope: string): string {
  if (typeof css !== 'string' || css.trim() === '') return '';
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // `</style` inside the text would end the style element early.
  return scopeBlock(withoutComments, scope).replace(/<\/style/gi, '<\\/style');
}

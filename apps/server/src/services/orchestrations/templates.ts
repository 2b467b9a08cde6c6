import type { OrchestrationStep } from '@org/api-contract';

/** A piece of a template: plain text, or an expression between `${` and `}`. */
export type TemplatePart = { text: string } | { expression: string };

/** Where a template's expression stops being read. */
export class TemplateError extends Error {}

/** The position after the quoted text that starts at `from` (a quote character). */
function afterQuote(source: string, from: number): number {
  const quote = source[from];
  for (let at = from + 1; at < source.length; at += 1) {
    if (source[at] === '\\') at += 1;
    else if (source[at] === quote) return at + 1;
  }
  throw new TemplateError('a quote is not closed');
}

/**
 * A template's parts: text, and `${expression}` parts whose braces and quotes balance (an
 * expression may hold objects and strings with braces in them).
 */
export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let text = '';
  let at = 0;
  while (at < template.length) {
    if (template.startsWith('${', at)) {
      let depth = 1;
      let end = at + 2;
      while (end < template.length && depth > 0) {
        const char = template[end];
        if (char === '"' || char === "'" || char === '`') end = afterQuote(template, end);
        else {
          if (char === '{') depth += 1;
          if (char === '}') depth -= 1;
          end += 1;
        }
      }
      if (depth > 0) throw new TemplateError('"${" is not closed by "}"');
      if (text) parts.push({ text });
      text = '';
      const expression = template.slice(at + 2, end - 1).trim();
      if (!expression) throw new TemplateError('"${}" holds no expression');
      parts.push({ expression });
      at = end;
    } else {
      text += template[at];
      at += 1;
    }
  }
  if (text) parts.push({ text });
  return parts;
}

/** Every template of a step, by the path of its field (`params.city`, `body`). */
export function templatesOf(step: OrchestrationStep): [path: string, template: string][] {
  return [
    ...Object.entries(step.params ?? {}).map(([name, value]): [string, string] => [
      `params.${name}`,
      value,
    ]),
    ...Object.entries(step.headers ?? {}).map(([name, value]): [string, string] => [
      `headers.${name}`,
      value,
    ]),
    ...(step.body === undefined ? [] : [['body', step.body] as [string, string]]),
  ];
}

/** The step keys an expression or script reads (`steps.orders`, `steps["orders"]`). */
export function stepsRead(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(
    /\bsteps\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*(['"])([^'"]+)\2\s*\])/g,
  )) {
    found.add(match[1] ?? match[3] ?? '');
  }
  return [...found];
}

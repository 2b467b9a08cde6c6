/**
 * Whether the code texts of a definition parse, without running them: event scripts, data
 * source functions (`requestFunc`, `responseFunc`, `errorFunc`) and `{ func }` rules are
 * JavaScript function bodies, checked with acorn (a parser only) as `new Function` would read
 * them: sloppy mode, `return` allowed, nothing outside the body.
 */
import { parse } from 'acorn';
import type { Locale } from './catalogue';

/**
 * What kind of mistake the parser met, for texts in other languages than the parser's English:
 * a character or a word where it does not belong, something opened and never closed, a name
 * declared twice, a reserved word used as a name; `other` for the rest.
 */
export const SCRIPT_SYNTAX_KINDS = Object.freeze([
  'unexpectedToken',
  'unexpectedCharacter',
  'unterminatedString',
  'unterminatedTemplate',
  'unterminatedComment',
  'unterminatedRegexp',
  'redeclared',
  'reservedWord',
  'other',
] as const);
export type ScriptSyntaxKind = (typeof SCRIPT_SYNTAX_KINDS)[number];

/** Where and why a function body does not parse; line and column count from 1. */
export interface ScriptSyntaxError {
  line: number;
  column: number;
  /** The parser's own words (English). */
  message: string;
  kind: ScriptSyntaxKind;
}

/** The parser's messages by kind (acorn's wording). */
const KIND_PATTERNS: readonly (readonly [RegExp, ScriptSyntaxKind])[] = [
  [/^Unexpected token/, 'unexpectedToken'],
  [/^Unexpected character/, 'unexpectedCharacter'],
  [/^Unterminated string/, 'unterminatedString'],
  [/^Unterminated template/, 'unterminatedTemplate'],
  [/^Unterminated comment/, 'unterminatedComment'],
  [/^Unterminated regular expression/, 'unterminatedRegexp'],
  [/has already been declared$/, 'redeclared'],
  [/reserved|^The keyword/, 'reservedWord'],
];

/** The kinds in Chinese (the parser's English is the message itself). */
const REASONS_ZH: Readonly<Record<Exclude<ScriptSyntaxKind, 'other'>, string>> = {
  unexpectedToken: '此处不应出现该符号',
  unexpectedCharacter: '此处不应出现该字符',
  unterminatedString: '字符串没有结束引号',
  unterminatedTemplate: '模板字符串没有结束',
  unterminatedComment: '注释没有结束',
  unterminatedRegexp: '正则表达式没有结束',
  redeclared: '同一个名称声明了两次',
  reservedWord: '保留字不能用作名称',
};

/**
 * Why a body does not parse, in `locale`: the parser's words in en-US, the kind of mistake in
 * zh-CN (the parser's words for a kind without a text).
 */
export function syntaxReasonIn(
  syntax: Pick<ScriptSyntaxError, 'kind' | 'message'>,
  locale: Locale,
): string {
  if (locale !== 'zh-CN' || syntax.kind === 'other') return syntax.message;
  return REASONS_ZH[syntax.kind];
}

function kindOf(message: string): ScriptSyntaxKind {
  return KIND_PATTERNS.find(([pattern]) => pattern.test(message))?.[1] ?? 'other';
}

interface AcornSyntaxError extends SyntaxError {
  loc?: { line: number; column: number };
}

/**
 * Why `body` (a function body whose parameters are `params`) does not parse, or null when it
 * does. Nothing is evaluated.
 */
export function scriptSyntaxError(
  body: string,
  params: readonly string[] = [],
): ScriptSyntaxError | null {
  try {
    parse(`(function (${params.join(', ')}) {})`, { ecmaVersion: 'latest' });
  } catch (error) {
    const message = reason(error);
    return { line: 1, column: 1, message: `bad parameters: ${message}`, kind: kindOf(message) };
  }
  try {
    parse(body, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowReturnOutsideFunction: true,
      allowAwaitOutsideFunction: false,
    });
    return null;
  } catch (error) {
    const loc = (error as AcornSyntaxError).loc;
    const message = reason(error);
    return { line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1, message, kind: kindOf(message) };
  }
}

/** acorn's message without the position it appends (`Unexpected token (3:4)`). */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s*\(\d+:\d+\)$/, '');
}

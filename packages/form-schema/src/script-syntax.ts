/**
 * Whether the code texts of a definition parse, without running them: event scripts, data
 * source functions (`requestFunc`, `responseFunc`, `errorFunc`) and `{ func }` rules are
 * JavaScript function bodies, checked with acorn (a parser only) as `new Function` would read
 * them: sloppy mode, `return` allowed, nothing outside the body.
 */
import { parse } from 'acorn';

/** Where and why a function body does not parse; line and column count from 1. */
export interface ScriptSyntaxError {
  line: number;
  column: number;
  message: string;
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
    return { line: 1, column: 1, message: `bad parameters: ${reason(error)}` };
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
    return { line: loc?.line ?? 1, column: (loc?.column ?? 0) + 1, message: reason(error) };
  }
}

/** acorn's message without the position it appends (`Unexpected token (3:4)`). */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s*\(\d+:\d+\)$/, '');
}

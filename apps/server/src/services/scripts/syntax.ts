import { scriptSyntaxError, syntaxReasonIn } from '@org/form-schema';
import { type Localized, localized } from '../../i18n/text';

/** Where a script does not parse (line and column from 1) and why, in both languages. */
export interface ScriptSyntax {
  line: number;
  column: number;
  reason: Localized;
}

/**
 * Why `body` (the body of a function of `names`) does not parse, or null: read by the parser
 * that checks forms' scripts (`@org/form-schema`), so every script of the platform is refused
 * with the same words and places. Nothing runs.
 */
export function scriptSyntax(body: string, names: readonly string[]): ScriptSyntax | null {
  const error = scriptSyntaxError(body, names);
  if (!error) return null;
  return {
    line: error.line,
    column: error.column,
    reason: localized({
      'zh-CN': syntaxReasonIn(error, 'zh-CN'),
      'en-US': syntaxReasonIn(error, 'en-US'),
    }),
  };
}

import { type ScriptSyntaxError, syntaxReasonIn } from '@org/form-schema';

/** Why a function body does not parse, in the designer's `language` (see `syntaxReasonIn`). */
export function syntaxReason(language: string, syntax: ScriptSyntaxError): string {
  return syntaxReasonIn(syntax, language === 'zh-CN' ? 'zh-CN' : 'en-US');
}

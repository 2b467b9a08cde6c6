import { type OrchestrationContent, orchestrationStepKey } from '@org/api-contract';
import { type Text, text } from '../../i18n/text';
import { scriptSyntax } from '../scripts/syntax';
import { TemplateError, stepsRead, templateParts, templatesOf } from './templates';

/** The names scripts and expressions read. */
export const SCRIPT_ARGUMENTS = ['input', 'steps'] as const;

/**
 * What an orchestration's steps get wrong before anything runs, each at its field: a key used
 * twice, a SCRIPT step without a script, a template that does not close or an expression or
 * script that does not parse, and a read of a step that does not come before.
 */
export async function orchestrationProblems(
  content: OrchestrationContent,
): Promise<{ path: string; message: Text }[]> {
  const problems: { path: string; message: Text }[] = [];
  const seen = new Set<string>();
  for (const [index, step] of content.steps.entries()) {
    const at = `steps[${index}]`;
    const key = orchestrationStepKey(step, index);
    if (seen.has(key))
      problems.push({ path: `${at}.key`, message: text('orch.keyTwice', { key }) });
    const earlier = new Set(seen);
    seen.add(key);
    const reads = (path: string, source: string) => {
      for (const name of stepsRead(source)) {
        if (!earlier.has(name)) {
          problems.push({ path, message: text('orch.unknownStep', { key: name }) });
        }
      }
    };
    for (const [field, template] of templatesOf(step)) {
      const path = `${at}.${field}`;
      try {
        for (const part of templateParts(template)) {
          if (!('expression' in part)) continue;
          const syntax = scriptSyntax(`return (${part.expression});`, SCRIPT_ARGUMENTS);
          if (syntax) {
            problems.push({
              path,
              message: text('orch.badExpression', {
                expression: part.expression,
                reason: syntax.reason,
              }),
            });
          } else reads(path, part.expression);
        }
      } catch (error) {
        if (!(error instanceof TemplateError)) throw error;
        problems.push({ path, message: text('orch.badTemplate', { reason: error.message }) });
      }
    }
    if (step.type === 'SCRIPT') {
      const path = `${at}.script`;
      const script = step.script ?? '';
      if (!script.trim()) {
        problems.push({ path, message: text('orch.scriptRequired') });
        continue;
      }
      const syntax = scriptSyntax(script, SCRIPT_ARGUMENTS);
      if (syntax) problems.push({ path, message: text('orch.badScript', { ...syntax }) });
      else reads(path, script);
    }
  }
  return problems;
}

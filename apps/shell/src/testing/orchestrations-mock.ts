import {
  API,
  type OrchestrationContent,
  type OrchestrationStep,
  type RouteContract,
  routeUrl,
} from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import type { OrchestrationStepTrace } from '../api/orchestrations-api';
// Types only: shell-server imports this module, so a value import back would be a cycle.
import type { AreaMock, MockAnswer } from './shell-server';

const is = (request: MockRequest, route: RouteContract) =>
  request.method === route.method && request.path === routeUrl(route);

const invalid = (field: string, message: string): MockAnswer => ({
  code: 40022,
  message: `${field}: ${message}`,
  data: { errors: [{ field, message }] },
});

/** What the mock answers for a script that names `syntax error`, as the sandbox would. */
export const SCRIPT_SYNTAX_ERROR = 'SyntaxError: unexpected token (line 1)';

/**
 * An orchestration's steps as the server checks them before a save or a test run: a name, the
 * view or API a step calls, and a script that is not empty and parses (here: does not contain
 * `syntax error`). Answers the refused field below `body.content.` and why, or null.
 */
export function orchestrationProblem(
  content: Partial<OrchestrationContent>,
): [string, string] | null {
  const at = (field: string) => `body.content.${field}`;
  const steps = content.steps ?? [];
  if (steps.length === 0) return [at('steps'), 'must have at least 1 item'];
  for (const [index, step] of steps.entries()) {
    const field = (name: string) => at(`steps[${index}].${name}`);
    if (step.name.trim() === '') return [field('name'), 'must not be empty'];
    if (step.type === 'DATA_VIEW' && step.viewId === undefined)
      return [field('viewId'), 'a DATA_VIEW step names a viewId'];
    if (step.type === 'API' && step.apiId === undefined)
      return [field('apiId'), 'an API step names an apiId'];
    if (step.type === 'SCRIPT') {
      const script = step.script ?? '';
      if (script.trim() === '') return [field('script'), 'must not be empty'];
      if (script.includes('syntax error')) return [field('script'), SCRIPT_SYNTAX_ERROR];
    }
  }
  return null;
}

/** A template with its `${input.<name>}` parts filled in; other parts are left as written. */
function filled(template: string, input: Readonly<Record<string, unknown>>): unknown {
  const alone = /^\$\{input\.(\w+)\}$/.exec(template);
  if (alone) return input[alone[1] ?? ''];
  return template.replace(/\$\{input\.(\w+)\}/g, (part, name: string) =>
    name in input ? String(input[name]) : part,
  );
}

/** Each value of a map of templates, filled in. */
const filledAll = (
  templates: Readonly<Record<string, string>> | undefined,
  input: Readonly<Record<string, unknown>>,
) =>
  Object.fromEntries(
    Object.entries(templates ?? {}).map(([name, text]) => [name, filled(text, input)]),
  );

/** A plausible trace of one step: what it was given, and a fixed output of its type. */
function traceOf(
  step: OrchestrationStep,
  index: number,
  input: Readonly<Record<string, unknown>>,
  earlier: readonly string[],
): OrchestrationStepTrace {
  const key = step.key ?? `step${index + 1}`;
  const base = { key, name: step.name, type: step.type, error: '' };
  if (step.type === 'DATA_VIEW') {
    return {
      ...base,
      input: { viewId: step.viewId, params: filledAll(step.params, input) },
      output: { rows: 3 },
      ms: 12,
    };
  }
  if (step.type === 'API') {
    return {
      ...base,
      input: {
        apiId: step.apiId,
        query: filledAll(step.params, input),
        headers: filledAll(step.headers, input),
        body: step.body === undefined ? null : filled(step.body, input),
      },
      output: { status: 200 },
      ms: 40,
    };
  }
  return { ...base, input: { input, steps: earlier }, output: { script: true }, ms: 3 };
}

type Body = Record<string, unknown>;

/**
 * The test run of an orchestration (the content sent, else the saved one by `id`): 40022 for
 * a content that would not save (`orchestrationProblem`) or a required input left out, else a
 * plausible trace in which every step succeeds. Scripts are never run here.
 */
export const orchestrationsMock: AreaMock = (data) => (request: MockRequest) => {
  if (!is(request, API.orchestrations.testRun)) return undefined;
  const body = (request.body ?? {}) as Body;
  const saved = data.artefacts?.find((a) => a.id === body.id && a.kind === 'ORCHESTRATION');
  const content = (body.content ?? saved?.content) as Partial<OrchestrationContent> | undefined;
  if (!content) return { code: 40004, message: `Orchestration ${String(body.id)} was not found.` };
  const problem = orchestrationProblem(content);
  if (problem) return invalid(...problem);
  const input = (body.input ?? {}) as Record<string, unknown>;
  const missing = (content.inputs ?? []).find((i) => i.required && !(i.name in input));
  if (missing) return invalid(`body.input.${missing.name}`, 'is required');
  const earlier: string[] = [];
  const steps = (content.steps ?? []).map((step, index) => {
    const trace = traceOf(step, index, input, [...earlier]);
    earlier.push(trace.key);
    return trace;
  });
  return {
    code: 20000,
    data: {
      ok: true,
      steps,
      output: steps.at(-1)?.output ?? null,
      ms: steps.reduce((sum, step) => sum + step.ms, 0),
      error: '',
    },
  };
};

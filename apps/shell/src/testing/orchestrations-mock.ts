import {
  API,
  GATEWAY_BASE,
  type OrchestrationContent,
  type OrchestrationStep,
  type RouteContract,
  ResultCode,
  routeUrl,
} from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import type { ArtefactRecord } from '../api/artefacts-api';
import type { OrchestrationStepTrace, PublishedApi } from '../api/orchestrations-api';
// Types only: shell-server imports this module, so a value import back would be a cycle.
import type { AreaMock, MockAnswer, ShellServerData } from './shell-server';

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

const STAMP = '2026-05-04T09:30:00.000Z';

/** A published orchestration as the mock keeps it: its list entry, and the copy callers run. */
export type PublishedCopy = PublishedApi & { content: OrchestrationContent };

/** Where signed-in users call API `apiCode`, as the server writes it. */
const callPath = (apiCode: string) =>
  routeUrl(API.orchestrations.call).replace(':apiCode', encodeURIComponent(apiCode));
/** The calls' paths up to the API code. */
const CALLS = callPath('');

/**
 * A publication of `artefact` (an ORCHESTRATION of the application coded `appCode`) for stories
 * and tests: its content as saved (or `fields.content`), published as version 1 unless told.
 */
export function publishedCopy(
  artefact: ArtefactRecord,
  appCode: string,
  fields: Partial<PublishedCopy> = {},
): PublishedCopy {
  const apiCode = `${appCode}.${artefact.artefactCode}`;
  const content = fields.content ?? (artefact.content as unknown as OrchestrationContent);
  return {
    apiId: 5000 + artefact.id,
    apiCode,
    apiName: artefact.artefactName,
    artefactId: artefact.id,
    artefactCode: artefact.artefactCode,
    version: 1,
    publishStatus: 'PUBLISHED',
    inputs: content.inputs ?? [],
    path: callPath(apiCode),
    gatewayPath: `${GATEWAY_BASE}/${encodeURIComponent(apiCode)}`,
    publishedAt: STAMP,
    publishedBy: '超级管理员',
    ...fields,
    content,
  };
}

/** The step a run of `content` fails at: a script that throws (the mock runs no script). */
function failingStep(content: OrchestrationContent): [OrchestrationStep, number, string] | null {
  for (const [index, step] of content.steps.entries()) {
    const script = step.type === 'SCRIPT' ? (step.script ?? '') : '';
    if (!/\bthrow\b/.test(script)) continue;
    const thrown = /throw\s+new\s+Error\((['"`])(.*?)\1\)/.exec(script)?.[2];
    return [step, index, `Error: ${thrown ?? 'uncaught exception'}`];
  }
  return null;
}

/**
 * A call of a published orchestration: 40004 unless it is published (and not offline), 40022
 * naming each required input left out, 50020 naming the step a script that throws is in (the
 * server's message, and the step's key in `data.step`), else the last step's plausible output.
 */
function callAnswer(published: PublishedCopy | undefined, apiCode: string, body: Body): MockAnswer {
  if (published?.publishStatus !== 'PUBLISHED') {
    return {
      code: ResultCode.NOT_FOUND,
      message: `The orchestration "${apiCode}" is not published, or was taken offline.`,
    };
  }
  const { content } = published;
  const input = (body.input ?? {}) as Record<string, unknown>;
  const missing = (content.inputs ?? []).filter((i) => i.required && !(i.name in input));
  if (missing.length > 0) {
    const errors = missing.map(({ name }) => ({
      field: `body.input.${name}`,
      message: `The required input "${name}" is missing.`,
    }));
    return {
      code: ResultCode.VALIDATION_FAILED,
      message: errors.map((e) => `${e.field}: ${e.message}`).join('; '),
      data: { errors },
    };
  }
  const failing = failingStep(content);
  if (failing) {
    const [step, index, reason] = failing;
    return {
      code: ResultCode.RUN_FAILED,
      message: `The orchestration failed: The step "${step.name}" failed: ${reason}`,
      data: { step: step.key ?? `step${index + 1}` },
    };
  }
  const steps = content.steps.map((step, index) => traceOf(step, index, input, []));
  return {
    code: 20000,
    data: {
      output: steps.at(-1)?.output ?? null,
      ms: steps.reduce((sum, step) => sum + step.ms, 0),
    },
  };
}

/**
 * The test run of an orchestration (the content sent, else the saved one by `id`): 40022 for
 * a content that would not save (`orchestrationProblem`) or a required input left out, else a
 * plausible trace in which every step succeeds. Scripts are never run here.
 */
function testRunAnswer(data: ShellServerData, body: Body): MockAnswer {
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
}

/**
 * The orchestrations at work over `data.artefacts` and `data.published` (when absent: 同步客户,
 * `sync_customers`, published as version 1): the test run (`testRunAnswer`); publishing (the
 * saved content checked as a save checks it, the version counted up on each publication) and
 * taking offline; an application's publications, searched by code or name, by code or newest
 * first, paged; and calls (`callAnswer`).
 */
export const orchestrationsMock: AreaMock = (data) => {
  let nextId = 6000;
  // read on the first request: the artefacts' mock fills in the sample artefacts when made
  const publications = () =>
    (data.published ??= (data.artefacts ?? [])
      .filter((a) => a.kind === 'ORCHESTRATION' && a.artefactCode === 'sync_customers')
      .map((a) => publishedCopy(a, data.apps.find((app) => app.id === a.appId)?.appCode ?? '')));
  const listed = ({ content: _, ...api }: PublishedCopy): PublishedApi => api;
  return (request: MockRequest) => {
    const body = (request.body ?? {}) as Body;
    if (is(request, API.orchestrations.testRun)) return testRunAnswer(data, body);
    if (is(request, API.orchestrations.publish) || is(request, API.orchestrations.unpublish)) {
      const artefact = data.artefacts?.find(
        (a) => a.id === body.id && a.appId === body.appId && a.kind === 'ORCHESTRATION',
      );
      if (!artefact)
        return { code: 40004, message: `Orchestration ${String(body.id)} was not found.` };
      const current = publications().find((p) => p.artefactId === artefact.id);
      if (is(request, API.orchestrations.unpublish)) {
        if (!current) {
          return {
            code: 40004,
            message: `The orchestration "${artefact.artefactCode}" is not published, or was taken offline.`,
          };
        }
        const offline: PublishedCopy = { ...current, publishStatus: 'OFFLINE' };
        data.published = publications().map((p) => (p === current ? offline : p));
        return { code: 20000, data: listed(offline) };
      }
      const content = artefact.content as unknown as OrchestrationContent;
      const problem = orchestrationProblem(content);
      if (problem) return invalid(...problem);
      const appCode = data.apps.find((app) => app.id === artefact.appId)?.appCode ?? '';
      const next = publishedCopy(artefact, appCode, {
        apiId: current?.apiId ?? (nextId += 1),
        version: (current?.version ?? 0) + 1,
        publishedAt: new Date().toISOString(),
      });
      data.published = [...publications().filter((p) => p !== current), next];
      return { code: 20000, data: listed(next) };
    }
    if (is(request, API.orchestrations.published)) {
      const keyword = typeof body.keyword === 'string' ? body.keyword : '';
      const desc = body.sortOrder === 'desc' ? -1 : 1;
      const found = publications()
        .filter((p) => p.apiCode.includes(keyword) || p.apiName.includes(keyword))
        .filter((p) => {
          const artefact = data.artefacts?.find((a) => a.id === p.artefactId);
          return artefact?.appId === body.appId;
        })
        .sort((a, b) =>
          body.sortBy === 'publishedAt'
            ? (body.sortOrder === 'asc' ? 1 : -1) * a.publishedAt.localeCompare(b.publishedAt)
            : desc * a.apiCode.localeCompare(b.apiCode),
        );
      const pageNo = Number(body.pageNo ?? 1);
      const pageSize = Number(body.pageSize ?? 10);
      return {
        code: 20000,
        data: {
          list: found.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(listed),
          total: found.length,
          pageNo,
          pageSize,
        },
      };
    }
    if (request.method === API.orchestrations.call.method && request.path.startsWith(CALLS)) {
      const apiCode = decodeURIComponent(request.path.slice(CALLS.length));
      return callAnswer(
        publications().find((p) => p.apiCode === apiCode),
        apiCode,
        body,
      );
    }
    return undefined;
  };
};

import {
  type OrchestrationContent,
  type OrchestrationInput,
  type OrchestrationRun,
  type OrchestrationStep,
  type OrchestrationStepTrace,
  PUBLISHED_API_SERVER,
  orchestrationStepKey,
} from '@org/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { apiServers, apis } from '../../db/schema/index';
import { isApiError } from '../../http/api-error';
import type { Language } from '../../i18n/language';
import { render, text } from '../../i18n/text';
import { runScript } from '../scripts/sandbox';
import { liveView } from '../view-records';
import { runStoredView } from '../view-runner';
import { callHttp } from './http-call';
import { templateParts, templatesOf } from './templates';

/** What expressions and scripts read: the caller's input and the outputs so far. */
interface Scope {
  input: Record<string, unknown>;
  steps: Record<string, unknown>;
}

/** A step that failed, with the reason in the platform's language. */
class StepFailed extends Error {}

/** Why a call of a step failed, in words, whatever threw. */
function reasonOf(error: unknown, language: Language): string {
  if (isApiError(error)) return error.messageIn(language);
  return error instanceof Error ? error.message : String(error);
}

/** Fills a step's templates: one sandbox run evaluates every expression of the step. */
async function filled(step: OrchestrationStep, scope: Scope) {
  const templates = templatesOf(step).map(([path, template]) => ({
    path,
    parts: templateParts(template),
  }));
  const expressions = templates.flatMap((t) =>
    t.parts.flatMap((part) => ('expression' in part ? [part.expression] : [])),
  );
  let values: unknown[] = [];
  if (expressions.length > 0) {
    const outcome = await runScript(
      `return [${expressions.map((expression) => `(${expression})`).join(',\n')}];`,
      { ...scope },
    );
    if (!outcome.ok) throw new StepFailed(outcome.message);
    values = outcome.value as unknown[];
  }
  let next = 0;
  const result: Record<string, unknown> = {};
  for (const { path, parts } of templates) {
    const first = parts[0];
    if (parts.length === 1 && first && 'expression' in first) {
      result[path] = values[next++];
      continue;
    }
    result[path] = parts
      .map((part) => {
        if ('text' in part) return part.text;
        const value = values[next++];
        return typeof value === 'string' ? value : JSON.stringify(value ?? null);
      })
      .join('');
  }
  const pick = (prefix: string) =>
    Object.fromEntries(
      Object.entries(result)
        .filter(([path]) => path.startsWith(prefix))
        .map(([path, value]) => [path.slice(prefix.length), value]),
    );
  return { params: pick('params.'), headers: pick('headers.'), body: result.body };
}

async function viewStep(ctx: AppContext, step: OrchestrationStep, params: Record<string, unknown>) {
  const view = await liveView(ctx.db, step.viewId ?? 0);
  const rows = await runStoredView(ctx.database, view, new Map(Object.entries(params)), 'params', {
    ...(step.timeoutMs === undefined ? {} : { timeoutMs: step.timeoutMs }),
  });
  return { rows: rows.records, total: rows.total, truncated: rows.truncated };
}

async function apiStep(
  ctx: AppContext,
  step: OrchestrationStep,
  given: Awaited<ReturnType<typeof filled>>,
) {
  const [row] = await ctx.db
    .select({ api: apis, server: apiServers })
    .from(apis)
    .innerJoin(apiServers, eq(apiServers.id, apis.serverId))
    .where(and(eq(apis.id, step.apiId ?? 0), isNull(apis.deletedAt), isNull(apiServers.deletedAt)));
  if (!row)
    throw new StepFailed(
      render(text('artefact.noApi', { id: step.apiId ?? 0 }), ctx.settings.language),
    );
  const { api, server } = row;
  if (server.serverCode === PUBLISHED_API_SERVER) {
    // a published orchestration is called through the gateway, never as another one's step
    throw new StepFailed(
      render(text('orch.publishedAsStep', { code: api.apiCode }), ctx.settings.language),
    );
  }
  const port = server.port ? `:${server.port}` : '';
  const url = new URL(`${server.protocol}://${server.host}${port}${server.basePath}${api.path}`);
  for (const [name, value] of Object.entries(given.params)) {
    url.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const headers: Record<string, string> = { ...server.headers };
  for (const [name, value] of Object.entries(given.headers)) {
    headers[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  let body: string | undefined;
  if (given.body !== undefined && api.method !== 'GET') {
    body = typeof given.body === 'string' ? given.body : JSON.stringify(given.body);
    headers['content-type'] ??= 'application/json';
  }
  return callHttp({
    url,
    method: api.method,
    headers,
    ...(body === undefined ? {} : { body }),
    timeoutMs: step.timeoutMs ?? server.timeoutMs,
  });
}

async function scriptStep(step: OrchestrationStep, scope: Scope) {
  const outcome = await runScript(step.script ?? '', { ...scope });
  if (!outcome.ok) throw new StepFailed(outcome.message);
  return outcome.value;
}

/** The required inputs the caller left out. */
export function missingInputs(
  content: OrchestrationContent,
  input: Record<string, unknown>,
): OrchestrationInput[] {
  return (content.inputs ?? []).filter(
    (spec) => spec.required && (input[spec.name] === undefined || input[spec.name] === null),
  );
}

/**
 * Runs an orchestration's steps in order with the caller's input: each step's templates are
 * filled from the input and the outputs so far, then its view runs, its API is called, or its
 * script runs in the sandbox. The first step that fails ends the run, named with its error. The
 * steps read (views run as the read-only view role, APIs answer): nothing is left half-written
 * here by a failure.
 */
export async function runOrchestration(
  ctx: AppContext,
  content: OrchestrationContent,
  input: Record<string, unknown>,
  language: Language = ctx.settings.language,
): Promise<OrchestrationRun> {
  const started = performance.now();
  const since = (from: number) => Math.max(0, Math.round(performance.now() - from));
  const scope: Scope = { input, steps: {} };
  const trace: OrchestrationStepTrace[] = [];
  const missing = missingInputs(content, input);
  if (missing.length > 0) {
    const say = (name: string) =>
      render(text('orch.inputRequired', { name }), ctx.settings.language);
    const error = missing.map((spec) => say(spec.name)).join('\n');
    return { ok: false, steps: [], output: null, ms: since(started), error };
  }
  let output: unknown = null;
  for (const [index, step] of content.steps.entries()) {
    const key = orchestrationStepKey(step, index);
    const begun = performance.now();
    let given: unknown = null;
    try {
      const fill = await filled(step, scope);
      given =
        step.type === 'SCRIPT'
          ? { input: scope.input, steps: Object.keys(scope.steps) }
          : step.type === 'API'
            ? fill
            : fill.params;
      output =
        step.type === 'DATA_VIEW'
          ? await viewStep(ctx, step, fill.params)
          : step.type === 'API'
            ? await apiStep(ctx, step, fill)
            : await scriptStep(step, scope);
      scope.steps[key] = output;
      trace.push({
        key,
        name: step.name,
        type: step.type,
        input: given,
        output,
        ms: since(begun),
        error: '',
      });
    } catch (error) {
      const reason = reasonOf(error, language);
      trace.push({
        key,
        name: step.name,
        type: step.type,
        input: given,
        output: null,
        ms: since(begun),
        error: reason,
      });
      return {
        ok: false,
        steps: trace,
        output: null,
        ms: since(started),
        error: render(text('orch.stepFailed', { step: step.name, reason }), language),
      };
    }
  }
  return { ok: true, steps: trace, output, ms: since(started), error: '' };
}

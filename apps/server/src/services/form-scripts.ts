/**
 * An application's remote functions and named option lists for its forms, and its setting that
 * lets forms' scripts run (decision 0028). They are kept in `app_artefact` under kinds of their
 * own (`FORM_FUNC`, `FORM_OPTION`, one `FORM_SETTINGS` row), reached only through this module:
 * the name is the row's code, the label its name, the script or options its content.
 */
import type { FormScriptsRuntime, FormSource, FormSourceKind, ListOption } from '@org/api-contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { appArtefacts } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { invalidField } from '../http/api-error';
import { type Text, text } from '../i18n/text';
import { auditOf } from '../lib/record-helpers';
import { DEFAULT_SCRIPT_LIMITS, type ScriptLimits, runScript } from './scripts/sandbox';
import { scriptSyntax } from './scripts/syntax';

/** The `app_artefact` kind of each kind of form source. */
export const STORED_KIND: Readonly<Record<FormSourceKind, string>> = Object.freeze({
  FUNC: 'FORM_FUNC',
  OPTION: 'FORM_OPTION',
});
const KIND_OF_STORED: Readonly<Record<string, FormSourceKind>> = Object.freeze({
  FORM_FUNC: 'FUNC',
  FORM_OPTION: 'OPTION',
});
/** The kind and code of the one row holding an application's form-scripts setting. */
export const SETTINGS_KIND = 'FORM_SETTINGS';
export const SETTINGS_CODE = 'forms';
/** Most remote functions and option lists a form is given at once. */
const MAX_RUNTIME_SOURCES = 1000;

/** The names a remote function's script reads: FormMaking's `resolve`, `reject`, and `context`. */
export const REMOTE_FUNC_ARGUMENTS = ['resolve', 'reject', 'context'] as const;

type ArtefactRow = typeof appArtefacts.$inferSelect;

export function isFormSourceRow(row: Pick<ArtefactRow, 'kind'>): boolean {
  return row.kind in KIND_OF_STORED;
}

export function kindNoun(kind: FormSourceKind): Text {
  return kind === 'FUNC' ? text('formScripts.funcNoun') : text('formScripts.optionNoun');
}

export function toFormSource(row: ArtefactRow): FormSource {
  const kind = KIND_OF_STORED[row.kind] ?? 'FUNC';
  const content = row.content as { script?: string; options?: ListOption[] };
  return {
    id: Number(row.id),
    appId: Number(row.appId),
    kind,
    name: row.artefactCode,
    label: row.artefactName === row.artefactCode ? '' : row.artefactName,
    ...(kind === 'FUNC' ? { script: content.script ?? '' } : { options: content.options ?? [] }),
    ...auditOf(row),
  };
}

/**
 * The content stored for a form source as given: a script that parses (FUNC) or options whose
 * values are unique (OPTION); each problem answers 40022 at its field.
 */
export async function checkedSourceContent(
  kind: FormSourceKind,
  given: { script?: string | undefined; options?: readonly ListOption[] | undefined },
): Promise<{ script: string } | { options: ListOption[] }> {
  if (kind === 'FUNC') {
    if (given.options !== undefined)
      throw invalidField('body.options', text('formScripts.optionsNotAllowed'));
    const script = given.script ?? '';
    const problem = await scriptProblem(script);
    if (problem) throw invalidField('body.script', problem);
    return { script };
  }
  if (given.script !== undefined)
    throw invalidField('body.script', text('formScripts.scriptNotAllowed'));
  const options = given.options ?? [];
  if (options.length === 0) throw invalidField('body.options', text('formScripts.optionsRequired'));
  const seen = new Set<string>();
  for (const [index, option] of options.entries()) {
    if (seen.has(option.value)) {
      throw invalidField(
        `body.options[${index}].value`,
        text('formScripts.optionValueTwice', { value: option.value }),
      );
    }
    seen.add(option.value);
  }
  return { options: options.map(({ value, label }) => ({ value, label })) };
}

/** Why a remote function's script cannot be saved (empty, or not parsing: line and column). */
export async function scriptProblem(script: string): Promise<Text | null> {
  if (!script.trim()) return text('formScripts.scriptRequired');
  const error = scriptSyntax(script, REMOTE_FUNC_ARGUMENTS);
  return error && text('formScripts.badScript', { ...error });
}

/** What a remote function sees as `context`. */
export interface RemoteFuncContext {
  appCode: string;
  /** The signed-in user's account. */
  account: string;
  /** The language of the request (zh-CN or en-US). */
  language: string;
}

/**
 * The script as the sandbox runs it: FormMaking's remote functions hand their options to
 * `resolve`; a script may also return them. `reject(reason)` fails the call.
 */
function asSandboxed(script: string): string {
  return (
    'let __answer; let __resolved = false; const __resolve = (value) => { if (!__resolved) ' +
    '{ __resolved = true; __answer = value; } }; const __reject = (reason) => { throw ' +
    '(reason instanceof Error ? reason : new Error(String(reason))); }; const __returned = ' +
    `(function (resolve, reject, context) {\n${script}\n})(__resolve, __reject, context);\n` +
    'return __resolved ? __answer : __returned;'
  );
}

/** Whether an answer holds a list of options: a list, or an object with `list`/`records`/`data`. */
function holdsList(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['list', 'records', 'data'].some((key) => Array.isArray(record[key]));
}

export type RemoteFuncOutcome = { ok: true; options: unknown } | { ok: false; reason: Text };

/**
 * Runs a remote function's script in the server's sandbox (QuickJS, decision 0024): no I/O, the
 * time and memory limits of `limits`. Its answer must hold a list of options.
 */
export async function runRemoteFunction(
  script: string,
  context: RemoteFuncContext,
  limits: ScriptLimits = DEFAULT_SCRIPT_LIMITS,
): Promise<RemoteFuncOutcome> {
  const problem = await scriptProblem(script);
  if (problem) return { ok: false, reason: problem };
  const outcome = await runScript(asSandboxed(script), { context: { ...context } }, limits);
  if (outcome.ok) {
    if (!holdsList(outcome.value)) return { ok: false, reason: text('formScripts.noList') };
    return { ok: true, options: outcome.value };
  }
  switch (outcome.reason) {
    case 'time':
      return { ok: false, reason: text('formScripts.timeLimit', { ms: limits.timeoutMs }) };
    case 'memory':
      return {
        ok: false,
        reason: text('formScripts.memoryLimit', {
          mib: Math.round(limits.memoryBytes / 1024 / 1024),
        }),
      };
    case 'answer':
      return { ok: false, reason: text('formScripts.badAnswer', { reason: outcome.message }) };
    case 'syntax':
      return {
        ok: false,
        reason: text('formScripts.badScriptNoPlace', { reason: outcome.message }),
      };
    default:
      return { ok: false, reason: text('formScripts.threw', { reason: outcome.message }) };
  }
}

/** The live form sources and the setting row of an application, by name. */
async function liveRows(db: Queryable, appId: number, kinds: readonly string[]) {
  return db
    .select()
    .from(appArtefacts)
    .where(
      and(
        eq(appArtefacts.appId, appId),
        inArray(appArtefacts.kind, [...kinds]),
        isNull(appArtefacts.deletedAt),
      ),
    )
    .orderBy(asc(appArtefacts.artefactCode))
    .limit(MAX_RUNTIME_SOURCES * 2 + 1);
}

/** Whether the application lets its forms' scripts run (on unless switched off). */
export function sandboxScriptsOf(rows: readonly ArtefactRow[]): boolean {
  const setting = rows.find((row) => row.kind === SETTINGS_KIND);
  return (setting?.content as { sandboxScripts?: unknown } | undefined)?.sandboxScripts !== false;
}

/** What the application's forms run with: the setting, its functions, its option lists. */
export async function formScriptsRuntime(
  db: Queryable,
  appId: number,
): Promise<FormScriptsRuntime> {
  const rows = await liveRows(db, appId, [STORED_KIND.FUNC, STORED_KIND.OPTION, SETTINGS_KIND]);
  const sources = rows.filter(isFormSourceRow).map(toFormSource);
  return {
    appId,
    sandboxScripts: sandboxScriptsOf(rows),
    functions: sources
      .filter((source) => source.kind === 'FUNC')
      .map(({ name, label }) => ({ name, label })),
    optionLists: sources
      .filter((source) => source.kind === 'OPTION')
      .map(({ name, label, options }) => ({ name, label, options: options ?? [] })),
  };
}

/** A live remote function of the application by name, or undefined. */
export async function remoteFunctionNamed(
  db: Queryable,
  appId: number,
  name: string,
): Promise<ArtefactRow | undefined> {
  const [row] = await db
    .select()
    .from(appArtefacts)
    .where(
      and(
        eq(appArtefacts.appId, appId),
        eq(appArtefacts.kind, STORED_KIND.FUNC),
        eq(appArtefacts.artefactCode, name),
        isNull(appArtefacts.deletedAt),
      ),
    );
  return row;
}

import {
  ARTEFACT_CONTENT,
  type ArtefactKind,
  type DashboardContent,
  type OrchestrationContent,
  type PageContent,
  type ReleaseContent,
  type SourceContent,
  type StatisticContent,
  type TaskContent,
  type WorkflowContent,
} from '@org/api-contract';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { type SQL, and, eq, inArray, isNull } from 'drizzle-orm';
import { apis, appArtefacts, dataViews, formDefinitions } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { type FieldProblem, notFound, validationFailed } from '../http/api-error';
import { fieldErrors } from '../http/validation';
import { type Text, text } from '../i18n/text';
import { dashboardProblems } from './dashboards';
import { orchestrationProblems } from './orchestrations/checks';
import { statisticProblems } from './statistics';
import { apiCallOf } from './tasks/api-target';
import { scheduleProblem, zoneOf } from './tasks/schedule';

// ajv-formats is CommonJS; its default export arrives wrapped once more under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

const ajv = addFormats(new Ajv({ allErrors: true, strict: false, coerceTypes: false }));
const validators = new Map<ArtefactKind, ValidateFunction>();

function validatorOf(kind: ArtefactKind): ValidateFunction {
  let validate = validators.get(kind);
  if (!validate) {
    validate = ajv.compile(ARTEFACT_CONTENT[kind] as object);
    validators.set(kind, validate);
  }
  return validate;
}

const FIELD = 'body.content';

/** What a content check needs to know of the artefact. */
export interface ContentSubject {
  appId: number;
  kind: ArtefactKind;
}

/** Collects the problems of one content; `field` paths are below `body.content`. */
class Problems {
  readonly list: FieldProblem[] = [];
  add(path: string, message: Text): void {
    this.list.push({
      field: path.startsWith('[') ? `${FIELD}${path}` : `${FIELD}.${path}`,
      message,
    });
  }
}

async function liveIds(
  db: Queryable,
  table: typeof formDefinitions | typeof dataViews | typeof apis,
  ids: readonly number[],
  extra?: ReturnType<typeof eq>,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...new Set(ids)]), isNull(table.deletedAt), extra));
  return new Set(rows.map((row) => Number(row.id)));
}

async function checkForms(
  db: Queryable,
  appId: number,
  refs: readonly { path: string; id: number }[],
  problems: Problems,
): Promise<void> {
  const found = await liveIds(
    db,
    formDefinitions,
    refs.map((r) => r.id),
    eq(formDefinitions.appId, appId),
  );
  for (const ref of refs) {
    if (!found.has(ref.id)) problems.add(ref.path, text('artefact.notAppForm', { id: ref.id }));
  }
}

async function checkViews(
  db: Queryable,
  refs: readonly { path: string; id: number }[],
  problems: Problems,
): Promise<void> {
  const found = await liveIds(
    db,
    dataViews,
    refs.map((r) => r.id),
  );
  for (const ref of refs) {
    if (!found.has(ref.id)) problems.add(ref.path, text('artefact.noView', { id: ref.id }));
  }
}

/** Each item of `items` names the id its `type` asks for (`viewId` or `formId`/`apiId`). */
function needs<T extends { type: string }>(
  items: readonly T[],
  listPath: string,
  fieldOf: Record<string, keyof T & string>,
  problems: Problems,
): { path: string; id: number; type: string }[] {
  const refs: { path: string; id: number; type: string }[] = [];
  items.forEach((item, index) => {
    const field = fieldOf[item.type] as keyof T & string;
    const value = item[field];
    const path = `${listPath}[${index}].${field}`;
    if (typeof value !== 'number')
      problems.add(path, text('artefact.itemNeeds', { type: item.type }));
    else refs.push({ path, id: value, type: item.type });
  });
  return refs;
}

/**
 * A flow's draft names a form of the application; its graph may be unfinished while it is
 * designed. Whether it runs is checked when it is published (`services/flows/publish.ts`).
 */
async function checkWorkflow(db: Queryable, s: ContentSubject, c: WorkflowContent, p: Problems) {
  await checkForms(db, s.appId, [{ path: 'formId', id: c.formId }], p);
}

async function checkOrchestration(db: Queryable, c: OrchestrationContent, p: Problems) {
  // a data view or an API step names its target by id; a script names nothing
  const refs: { path: string; id: number; type: string }[] = [];
  for (const [index, step] of c.steps.entries()) {
    if (step.type === 'SCRIPT') continue;
    const field = step.type === 'DATA_VIEW' ? 'viewId' : 'apiId';
    const id = step[field];
    const path = `steps[${index}].${field}`;
    if (typeof id !== 'number') p.add(path, text('artefact.itemNeeds', { type: step.type }));
    else refs.push({ path, id, type: step.type });
  }
  await checkViews(
    db,
    refs.filter((r) => r.type === 'DATA_VIEW'),
    p,
  );
  const apiRefs = refs.filter((r) => r.type === 'API');
  const found = await liveIds(
    db,
    apis,
    apiRefs.map((r) => r.id),
  );
  for (const ref of apiRefs) {
    if (!found.has(ref.id)) p.add(ref.path, text('artefact.noApi', { id: ref.id }));
  }
  for (const problem of await orchestrationProblems(c)) p.add(problem.path, problem.message);
}

async function checkStatistic(db: Queryable, appId: number, c: StatisticContent, p: Problems) {
  const views = await liveIds(db, dataViews, [c.viewId]);
  if (!views.has(c.viewId)) {
    p.add('viewId', text('artefact.noView', { id: c.viewId }));
    return;
  }
  for (const problem of await statisticProblems(db, c, appId)) p.add(problem.path, problem.message);
}

/** The name of each kind in messages. */
export const KIND_NAMES: Readonly<Record<ArtefactKind, Text>> = {
  WORKFLOW: text('artefact.kindWorkflow'),
  ORCHESTRATION: text('artefact.kindOrchestration'),
  STATISTIC: text('artefact.kindStatistic'),
  TASK: text('artefact.kindTask'),
  SOURCE: text('artefact.kindSource'),
  RELEASE: text('artefact.kindRelease'),
  PAGE: text('artefact.kindPage'),
  DASHBOARD: text('artefact.kindDashboard'),
};

/** What each kind's content is. */
interface ArtefactContents {
  WORKFLOW: WorkflowContent;
  ORCHESTRATION: OrchestrationContent;
  STATISTIC: StatisticContent;
  TASK: TaskContent;
  SOURCE: SourceContent;
  RELEASE: ReleaseContent;
  PAGE: PageContent;
  DASHBOARD: DashboardContent;
}

/**
 * The name and content of application `appId`'s live artefact `id` of `kind`; 40004 naming the
 * kind when there is none (deleted, another application's, another kind).
 */
export async function liveArtefact<K extends ArtefactKind>(
  db: Queryable,
  appId: number,
  kind: K,
  id: number,
): Promise<{ name: string; content: ArtefactContents[K] }> {
  const [row] = await db
    .select({ name: appArtefacts.artefactName, content: appArtefacts.content })
    .from(appArtefacts)
    .where(
      and(
        eq(appArtefacts.id, id),
        eq(appArtefacts.appId, appId),
        eq(appArtefacts.kind, kind),
        isNull(appArtefacts.deletedAt),
      ),
    );
  if (!row) throw notFound(KIND_NAMES[kind], id);
  return { name: row.name, content: row.content as unknown as ArtefactContents[K] };
}

/** The content of application `appId`'s live artefact `id` of `kind` (see `liveArtefact`). */
export async function liveContent<K extends ArtefactKind>(
  db: Queryable,
  appId: number,
  kind: K,
  id: number,
): Promise<ArtefactContents[K]> {
  return (await liveArtefact(db, appId, kind, id)).content;
}

/** Whether the application has a live artefact of `kind` that `which` names. */
async function hasArtefact(db: Queryable, appId: number, kind: ArtefactKind, which: SQL) {
  const [found] = await db
    .select({ id: appArtefacts.id })
    .from(appArtefacts)
    .where(
      and(
        eq(appArtefacts.appId, appId),
        eq(appArtefacts.kind, kind),
        which,
        isNull(appArtefacts.deletedAt),
      ),
    );
  return found !== undefined;
}

async function checkTask(db: Queryable, s: ContentSubject, c: TaskContent, p: Problems) {
  const problem = scheduleProblem(c.cron, zoneOf(c));
  if (problem) p.add(problem.field, problem.message);
  if (c.targetType === 'DATA_VIEW') {
    if (c.viewId === undefined) p.add('viewId', text('artefact.viewRequired'));
    else await checkViews(db, [{ path: 'viewId', id: c.viewId }], p);
    return;
  }
  if (c.targetType === 'API') {
    if (c.apiId === undefined) {
      p.add('apiId', text('task.apiRequired'));
      return;
    }
    const found = await liveIds(db, apis, [c.apiId]);
    if (!found.has(c.apiId)) p.add('apiId', text('artefact.noApi', { id: c.apiId }));
    // the query and body are templates, checked as an orchestration's step is
    for (const problem of await orchestrationProblems(apiCallOf(c, ''))) {
      p.add(problem.path.replace(/^steps\[0\]\./, ''), problem.message);
    }
    return;
  }
  if (c.targetType === 'FLOW') {
    if (c.flowId === undefined) {
      p.add('flowId', text('task.flowRequired'));
      return;
    }
    const flow = await hasArtefact(db, s.appId, 'WORKFLOW', eq(appArtefacts.id, c.flowId));
    if (!flow) p.add('flowId', text('task.noFlow', { id: c.flowId }));
    return;
  }
  if (c.orchestrationCode === undefined) {
    p.add('orchestrationCode', text('artefact.orchestrationRequired'));
    return;
  }
  const found = await hasArtefact(
    db,
    s.appId,
    'ORCHESTRATION',
    eq(appArtefacts.artefactCode, c.orchestrationCode),
  );
  if (!found) {
    p.add('orchestrationCode', text('artefact.noOrchestration', { code: c.orchestrationCode }));
  }
}

function checkSource(c: SourceContent, p: Problems) {
  if (c.path.split('/').some((part) => part === '.' || part === '..')) {
    p.add('path', text('artefact.dotSegments'));
  }
}

async function checkPage(db: Queryable, s: ContentSubject, c: PageContent, p: Problems) {
  const refs = needs(
    c.blocks,
    'blocks',
    { FORM: 'formId', DATA_VIEW: 'viewId', DASHBOARD: 'dashboardId' },
    p,
  );
  await checkForms(
    db,
    s.appId,
    refs.filter((r) => r.type === 'FORM'),
    p,
  );
  await checkViews(
    db,
    refs.filter((r) => r.type === 'DATA_VIEW'),
    p,
  );
  for (const ref of refs.filter((r) => r.type === 'DASHBOARD')) {
    if (!(await hasArtefact(db, s.appId, 'DASHBOARD', eq(appArtefacts.id, ref.id)))) {
      p.add(ref.path, text('artefact.noDashboard', { id: ref.id }));
    }
  }
}

/** The latest versions of the application's live forms, for a new release. */
async function releaseForms(db: Queryable, appId: number): Promise<ReleaseContent['forms']> {
  const rows = await db
    .select({
      formId: formDefinitions.id,
      formCode: formDefinitions.formCode,
      version: formDefinitions.version,
    })
    .from(formDefinitions)
    .where(and(eq(formDefinitions.appId, appId), isNull(formDefinitions.deletedAt)))
    .orderBy(formDefinitions.formCode);
  return rows.map((row) => ({ ...row, formId: Number(row.formId) }));
}

/**
 * Checks `content` against the schema of the kind and its references; answers the content to
 * store, or throws 40022 naming every wrong field (`body.content.steps[1].roleCode`). A
 * RELEASE keeps the forms it was made with (`previous`), or gets the application's latest
 * form versions when it is new.
 */
export async function checkedContent(
  db: Queryable,
  subject: ContentSubject,
  content: Record<string, unknown>,
  previous?: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const given =
    subject.kind === 'RELEASE'
      ? Object.fromEntries(Object.entries(content).filter(([key]) => key !== 'forms'))
      : content;
  const validate = validatorOf(subject.kind);
  if (!validate(given)) throw validationFailed(fieldErrors(FIELD, validate.errors ?? []));
  const problems = new Problems();
  switch (subject.kind) {
    case 'WORKFLOW':
      await checkWorkflow(db, subject, given as WorkflowContent, problems);
      break;
    case 'ORCHESTRATION':
      await checkOrchestration(db, given as OrchestrationContent, problems);
      break;
    case 'STATISTIC':
      await checkStatistic(db, subject.appId, given as StatisticContent, problems);
      break;
    case 'TASK':
      await checkTask(db, subject, given as TaskContent, problems);
      break;
    case 'SOURCE':
      checkSource(given as SourceContent, problems);
      break;
    case 'PAGE':
      await checkPage(db, subject, given as PageContent, problems);
      break;
    case 'DASHBOARD':
      for (const problem of await dashboardProblems(db, subject.appId, given as DashboardContent)) {
        problems.add(problem.path, problem.message);
      }
      break;
    case 'RELEASE':
      break;
  }
  if (problems.list.length > 0) throw validationFailed(problems.list);
  if (subject.kind === 'RELEASE') {
    const forms = previous?.forms ?? (await releaseForms(db, subject.appId));
    return { ...given, forms };
  }
  return given;
}

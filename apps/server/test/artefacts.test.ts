import { API, type Artefact, type ArtefactCreate } from '@org/api-contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apis,
  appArtefacts,
  applications,
  dataViews,
  formDefinitions,
} from '../src/db/schema/index';
import { render } from '../src/i18n/text';
import { cronProblem } from '../src/services/cron';
import { managementSuite } from './harness';

const t = managementSuite();
/** A flow's draft: a start, one approval by the editors, an end. */
const GRAPH = {
  nodes: [
    {
      id: 'start',
      name: '发起',
      kind: 'start',
      position: { x: 0, y: 0 },
      initiators: { type: 'everyone' },
    },
    {
      id: 'check',
      name: '部门审批',
      kind: 'approval',
      position: { x: 200, y: 0 },
      approvers: { type: 'role', roleCode: 'editor' },
      mode: 'any',
      whenNobody: 'refuse',
    },
    { id: 'end', name: '结束', kind: 'end', position: { x: 400, y: 0 } },
  ],
  edges: [
    { id: 'e1', source: 'start', target: 'check' },
    { id: 'e2', source: 'check', target: 'end' },
  ],
};
const ids = { app: 0, customer: 0, leave: 0, tree: 0, api: 0 };

const liveRows = async () =>
  (
    await t.server.db
      .select({ n: count() })
      .from(appArtefacts)
      .where(isNull(appArtefacts.deletedAt))
  )[0]?.n;

async function idOf(
  table: typeof formDefinitions | typeof dataViews | typeof apis,
  where: ReturnType<typeof eq>,
) {
  const [row] = await t.server.db.select({ id: table.id }).from(table).where(where);
  return Number(row?.id);
}

beforeAll(async () => {
  const [app] = await t.server.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.appCode, 'demo'));
  ids.app = Number(app?.id);
  ids.customer = await idOf(
    formDefinitions,
    and(eq(formDefinitions.appId, ids.app), eq(formDefinitions.formCode, 'customer')) as never,
  );
  ids.leave = await idOf(
    formDefinitions,
    and(eq(formDefinitions.appId, ids.app), eq(formDefinitions.formCode, 'leave_request')) as never,
  );
  ids.tree = await idOf(dataViews, eq(dataViews.viewCode, 'region_tree'));
  ids.api = await idOf(apis, eq(apis.apiCode, 'dict.byCode'));
});

const create = (body: Partial<ArtefactCreate> & Pick<ArtefactCreate, 'kind' | 'content'>) =>
  t.call(API.artefacts.create, t.admin, {
    body: {
      appId: ids.app,
      artefactCode: `a${Math.random().toString(36).slice(2, 8)}`,
      artefactName: '名称',
      ...body,
    },
  });

async function created(body: Parameters<typeof create>[0]): Promise<Artefact> {
  const answer = await create(body);
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

describe('artefacts', () => {
  it('creates one of each kind, reads it back, and pages them by application, kind and keyword', async () => {
    const flow = await created({
      kind: 'WORKFLOW',
      artefactCode: 'leave_flow',
      artefactName: '请假流程',
      content: { formId: ids.leave, graph: GRAPH },
    });
    expect(flow).toMatchObject({
      appCode: 'demo',
      appName: '示例应用',
      kind: 'WORKFLOW',
      status: 1,
    });
    const orchestration = await created({
      kind: 'ORCHESTRATION',
      artefactCode: 'sync_regions',
      content: {
        steps: [
          { name: '读区划', type: 'DATA_VIEW', viewId: ids.tree },
          { name: '查字典', type: 'API', apiId: ids.api },
        ],
      },
    });
    await created({
      kind: 'STATISTIC',
      content: {
        chart: 'bar',
        viewId: ids.tree,
        dimension: { column: 'level' },
        measures: [{ aggregate: 'COUNT' }],
      },
    });
    await created({
      kind: 'TASK',
      content: {
        cron: '*/15 8-18 * * 1-5',
        targetType: 'ORCHESTRATION',
        orchestrationCode: orchestration.artefactCode,
        enabled: true,
      },
    });
    await created({ kind: 'SOURCE', content: { path: 'src/index.ts', text: 'export {};\n' } });
    await created({
      kind: 'PAGE',
      content: {
        title: '客户一览',
        blocks: [
          { type: 'FORM', formId: ids.customer },
          { type: 'DATA_VIEW', viewId: ids.tree },
        ],
      },
    });
    const release = await created({
      kind: 'RELEASE',
      content: {
        version: '1.0.0',
        notes: '首个版本',
        forms: [{ formId: 1, formCode: 'x', version: 99 }],
      },
    });
    const forms = release.content.forms as { formCode: string; version: number }[];
    expect(forms.map((f) => f.formCode)).toEqual(['customer', 'expense_claim', 'leave_request']);
    expect(forms.every((f) => f.version >= 1 && f.version < 99)).toBe(true);

    const read = await t.call(API.artefacts.get, t.admin, { query: { id: flow.id } });
    expect(read.body.data).toEqual(flow);

    const byKind = await t.call(API.artefacts.page, t.admin, {
      body: { appId: ids.app, kind: 'WORKFLOW' },
    });
    // the seeded leave approval, and the one made here
    expect(byKind.body.data.list.map((a) => a.artefactCode).sort()).toEqual([
      'leave_approval',
      'leave_flow',
    ]);
    const across = await t.call(API.artefacts.page, t.admin, {
      body: { kind: 'WORKFLOW', keyword: 'leave_f' },
    });
    expect(across.body.data.total).toBe(1);
    const all = await t.call(API.artefacts.page, t.admin, {
      body: { appId: ids.app, pageSize: 3 },
    });
    expect(all.body.data).toMatchObject({ total: 8, pageSize: 3 });
    expect(all.body.data.list).toHaveLength(3);
    const injected = await t.call(API.artefacts.page, t.admin, {
      body: { keyword: "%' or 1=1 --" },
    });
    expect(injected.body.data).toMatchObject({ total: 0, list: [] });
  });

  it('keeps a release’s version, notes and forms as made, and its code unique per kind', async () => {
    const release = await created({
      kind: 'RELEASE',
      artefactCode: 'r1',
      content: { version: '2.0.0' },
    });
    const refused = await t.call(API.artefacts.update, t.admin, {
      body: { id: release.id, artefactName: '二版', content: { version: '2.0.1', notes: '修订' } },
    });
    expect(refused.body.code).toBe(40022);
    const changed = await t.call(API.artefacts.update, t.admin, {
      body: { id: release.id, artefactName: '二版', content: { version: '2.0.0' } },
    });
    expect(changed.body.data).toMatchObject({
      artefactName: '二版',
      content: { version: '2.0.0', forms: release.content.forms },
    });

    const before = await liveRows();
    const again = await create({
      kind: 'RELEASE',
      artefactCode: 'r1',
      content: { version: '3.0.0' },
    });
    expect(again.body).toMatchObject({
      code: 40009,
      message: 'The Release code "r1" is already in use in application "demo".',
    });
    expect(await liveRows()).toBe(before);
    // The same code in another kind is fine; after a delete the code is free again.
    await created({ kind: 'SOURCE', artefactCode: 'r1', content: { path: 'a.txt', text: '' } });
    const removed = await t.call(API.artefacts.remove, t.admin, { body: { ids: [release.id] } });
    expect(removed.body.data).toEqual({ affected: 1 });
    await created({ kind: 'RELEASE', artefactCode: 'r1', content: { version: '3.0.0' } });
    const gone = await t.call(API.artefacts.get, t.admin, { query: { id: release.id } });
    expect(gone.body).toMatchObject({
      code: 40004,
      message: `Artefact ${release.id} was not found.`,
    });
  });

  it('enables and disables an artefact, and filters by status', async () => {
    const page = await created({
      kind: 'PAGE',
      artefactCode: 'toggle',
      content: { title: '开关', blocks: [] },
    });
    const off = await t.call(API.artefacts.setStatus, t.admin, {
      body: { id: page.id, status: 0 },
    });
    expect(off.body.data.status).toBe(0);
    const disabled = await t.call(API.artefacts.page, t.admin, {
      body: { appId: ids.app, kind: 'PAGE', status: 0 },
    });
    expect(disabled.body.data.list.map((a) => a.artefactCode)).toEqual(['toggle']);
  });

  it.each([
    ['WORKFLOW', { formId: 1 }, 'body.content.graph', 'is required'],
    ['WORKFLOW', { graph: GRAPH }, 'body.content.formId', 'is required'],
    [
      'WORKFLOW',
      { formId: 999999, graph: GRAPH },
      'body.content.formId',
      'form 999999 is not a form of this application',
    ],
    ['WORKFLOW', { formId: -1, graph: GRAPH }, 'body.content.formId', 'must be at least 1'],
    [
      'ORCHESTRATION',
      { steps: [{ name: 's', type: 'API' }] },
      'body.content.steps[0].apiId',
      'is required for a API item',
    ],
    [
      'ORCHESTRATION',
      { steps: [{ name: 's', type: 'SQL' }] },
      'body.content.steps[0].type',
      'must be one of: DATA_VIEW, API, SCRIPT',
    ],
    [
      'STATISTIC',
      { chart: 'bar', viewId: 1, measures: [{ aggregate: 'MEDIAN', column: 'id' }] },
      'body.content.measures[0].aggregate',
      'must be one of: COUNT, COUNT_DISTINCT, SUM, AVG, MIN, MAX',
    ],
    [
      'TASK',
      { cron: '61 * * * *', targetType: 'DATA_VIEW', viewId: 1, enabled: true },
      'body.content.cron',
      'minute (field 1): 61 is outside 0–59',
    ],
    [
      'TASK',
      { cron: '* * *', targetType: 'DATA_VIEW', viewId: 1, enabled: true },
      'body.content.cron',
      'must have 5 fields (minute hour day-of-month month day-of-week), found 3',
    ],
    [
      'TASK',
      { cron: '0 * * * *', targetType: 'ORCHESTRATION', enabled: true },
      'body.content.orchestrationCode',
      'is required when the target is an orchestration',
    ],
    [
      'TASK',
      { cron: '0 * * * *', targetType: 'DATA_VIEW', viewId: 1, enabled: 'yes' },
      'body.content.enabled',
      'must be boolean',
    ],
    [
      'SOURCE',
      { path: '../etc/passwd', text: '' },
      'body.content.path',
      'must not contain "." or ".." segments',
    ],
    [
      'SOURCE',
      { path: 'a.txt', text: 'x'.repeat(200_001) },
      'body.content.text',
      'must be at most 200000 characters',
    ],
    [
      'RELEASE',
      { version: 'one' },
      'body.content.version',
      'has an invalid format (expected ^[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.-]+)?$)',
    ],
    [
      'PAGE',
      { title: 't', blocks: [{ type: 'FORM' }] },
      'body.content.blocks[0].formId',
      'is required for a FORM item',
    ],
    [
      'PAGE',
      { title: 't', blocks: [], extra: 1 },
      'body.content.extra',
      'is not an accepted field',
    ],
  ] as const)(
    'refuses wrong %s content (case %#), naming the field',
    async (kind, content, field, message) => {
      const before = await liveRows();
      const answer = await create({ kind, content: content as Record<string, unknown> });
      expect(answer.body.code, answer.body.message).toBe(40022);
      expect((answer.body.data as unknown as { errors: unknown[] }).errors).toContainEqual({
        field,
        message,
      });
      expect(await liveRows()).toBe(before);
    },
  );

  it('checks the views a content names, and statistic columns against the view', async () => {
    const statistic = await create({
      kind: 'STATISTIC',
      content: {
        chart: 'bar',
        viewId: ids.tree,
        dimension: { column: 'colour' },
        measures: [{ aggregate: 'SUM', column: 'regionName' }],
      },
    });
    expect(statistic.body.data).toMatchObject({
      errors: [
        {
          field: 'body.content.dimension.column',
          message: `"colour" is not a column of data view ${ids.tree}`,
        },
        {
          field: 'body.content.measures[0].aggregate',
          message: '"regionName" is of type string; it cannot be summed or averaged.',
        },
      ],
    });
  });

  it('refuses an unknown kind and application, and the editor', async () => {
    const kind = await create({ kind: 'MACRO' as never, content: {} });
    expect(kind.body).toMatchObject({ code: 40022 });
    expect(kind.body.message).toContain('body.kind: must be one of: WORKFLOW');
    const app = await create({ appId: 999999, kind: 'SOURCE', content: { path: 'a', text: '' } });
    expect(app.body).toMatchObject({ code: 40004, message: 'Application 999999 was not found.' });
    const editor = await t.call(API.artefacts.page, t.editor, { body: {} });
    expect(editor.body.code).toBe(40003);
  });

  it('answers every application’s holdings: forms, views and artefacts by kind', async () => {
    const answer = await t.call(API.artefacts.holdings, t.admin);
    const demo = answer.body.data.list.find((a) => a.appCode === 'demo');
    expect(demo).toMatchObject({ formCount: 3, viewCount: 2 });
    expect(demo?.artefacts.WORKFLOW).toBeGreaterThanOrEqual(1);
    expect(demo?.artefacts.PAGE).toBeGreaterThanOrEqual(1);
  });
});

describe('cron expressions', () => {
  it.each(['* * * * *', '0 0 1 1 0', '*/5 0-23/2 1,15 1-12 7', '30 8 * * 1-5'])(
    'accepts %s',
    (cron) => {
      expect(cronProblem(cron)).toBeNull();
    },
  );
  it.each([
    ['0 24 * * *', 'hour (field 2): 24 is outside 0–23'],
    ['0 0 0 * *', 'day of month (field 3): 0 is outside 1–31'],
    ['5-1 * * * *', 'minute (field 1): the range "5-1" runs backwards'],
    ['*/0 * * * *', 'minute (field 1): the step of "*/0" must be a number from 1'],
    ['a * * * *', 'minute (field 1): "a" is not a number'],
    ['1,,2 * * * *', 'minute (field 1): an empty list item'],
  ])('refuses %s', (cron, problem) => {
    const said = cronProblem(cron);
    expect(said && render(said, 'en-US')).toBe(problem);
  });
});

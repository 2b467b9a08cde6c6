/**
 * A release travels between platforms: made on one fresh server (with a form, a data view, a
 * flow, a page naming them, an application role and resource), exported as one checksummed
 * file, previewed and imported into a second fresh server on the embedded engine, where the
 * form can be filled in, the flow started and the view run. A second release previews as an
 * update; an altered file and an unknown format are refused; a conflict refuses the import and
 * leaves nothing behind; the application rolls back to the first release; and a flow naming an
 * unpublished form refuses a release, naming it.
 */
import { API, PERMISSIONS, type ReleaseFile, type ReleasePlan } from '@org/api-contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appReleases,
  applications,
  dataViews,
  datasources,
  formDefinitions,
  resources,
  roleResources,
  roles,
  userRoles,
  users,
} from '../src/db/schema/index';
import { LEAVE_DEFINITION, approval, line } from './flow-fixtures';
import { type TestServer, contractCaller, createTestServer } from './harness';

const APP = 'leave_app';

interface Platform {
  server: TestServer;
  admin: string;
  call: ReturnType<typeof contractCaller>;
}

async function platform(): Promise<Platform> {
  const server = await createTestServer();
  return { server, admin: await server.signIn('admin'), call: contractCaller(server) };
}

async function ok<T>(answer: Promise<{ body: { code: number; message: string; data: T } }>) {
  const { body } = await answer;
  expect(body.code, body.message).toBe(20000);
  return body.data;
}

let a: Platform;
let b: Platform;
let appId = 0;
let formId = 0;
const files: string[] = [];
const releaseIds: number[] = [];

const action = (plan: ReleasePlan, kind: string, key: string) =>
  plan.items.find((item) => item.kind === kind && item.key === key)?.action;

async function datasourceId(p: Platform): Promise<number> {
  const [row] = await p.server.db.select({ id: datasources.id }).from(datasources);
  return Number(row?.id);
}

async function release(version: string): Promise<number> {
  const made = await ok(
    a.call(API.artefacts.create, a.admin, {
      body: {
        appId,
        kind: 'RELEASE',
        artefactCode: `r${version.replaceAll('.', '_')}`,
        artefactName: `版本 ${version}`,
        content: { version, notes: `说明 ${version}` },
      },
    }),
  );
  releaseIds.push(made.id);
  const file = await ok(a.call(API.releases.export, a.admin, { query: { artefactId: made.id } }));
  files.push(JSON.stringify(file, null, 2));
  return made.id;
}

beforeAll(async () => {
  a = await platform();
  b = await platform();
  const [app] = await a.server.db
    .insert(applications)
    .values({ appCode: APP, appName: '请假应用', description: '请假与审批' })
    .returning({ id: applications.id });
  appId = Number(app?.id);
  const form = await ok(
    a.call(API.forms.create, a.admin, {
      body: { appCode: APP, formCode: 'leave', formName: '请假单', definition: LEAVE_DEFINITION },
    }),
  );
  formId = form.id;
  await ok(a.call(API.forms.publish, a.admin, { body: { id: formId, version: 1 } }));
  const view = await ok(
    a.call(API.dataView.create, a.admin, {
      body: {
        viewCode: 'leave_days',
        viewName: '请假天数',
        appCode: APP,
        datasourceId: await datasourceId(a),
        viewStatus: 'PUBLISHED',
        sqlText: 'select 3 as days, :who::text as who',
        params: [{ name: 'who', type: 'string', required: false, defaultValue: '张三' }],
      },
    }),
  );
  const flow = await ok(
    a.call(API.artefacts.create, a.admin, {
      body: {
        appId,
        kind: 'WORKFLOW',
        artefactCode: 'leave_flow',
        artefactName: '请假流程',
        content: {
          formId,
          graph: line(approval('boss', '审批', { type: 'role', roleCode: 'admin' })),
        },
      },
    }),
  );
  await ok(a.call(API.flows.publish, a.admin, { body: { flowId: flow.id } }));
  const statistic = await ok(
    a.call(API.artefacts.create, a.admin, {
      body: {
        appId,
        kind: 'STATISTIC',
        artefactCode: 'leave_count',
        artefactName: '请假天数合计',
        content: {
          chart: 'number',
          viewId: view.id,
          measures: [{ aggregate: 'SUM', column: 'days' }],
        },
      },
    }),
  );
  const dashboard = await ok(
    a.call(API.artefacts.create, a.admin, {
      body: {
        appId,
        kind: 'DASHBOARD',
        artefactCode: 'leave_overview',
        artefactName: '请假总览',
        content: { charts: [{ key: 'c1', statisticId: statistic.id, x: 0, y: 0, w: 6, h: 4 }] },
      },
    }),
  );
  await ok(
    a.call(API.artefacts.create, a.admin, {
      body: {
        appId,
        kind: 'PAGE',
        artefactCode: 'home',
        artefactName: '首页',
        content: {
          title: '请假首页',
          blocks: [
            { type: 'FORM', formId },
            { type: 'DATA_VIEW', viewId: view.id },
            { type: 'DASHBOARD', dashboardId: dashboard.id },
          ],
        },
      },
    }),
  );
  const [menu] = await a.server.db
    .insert(resources)
    .values({
      resourceCode: 'leave_app:menu',
      resourceName: '请假菜单',
      resourceType: 'MENU',
      appId,
    })
    .returning({ id: resources.id });
  const [role] = await a.server.db
    .insert(roles)
    .values({ roleCode: 'leave_app_user', roleName: '请假用户', roleType: 'APP', appId })
    .returning({ id: roles.id });
  await a.server.db.insert(roleResources).values({ roleId: role!.id, resourceId: menu!.id });
  await release('1.0.0');
});

afterAll(async () => {
  await a?.server.close();
  await b?.server.close();
});

describe('a release', () => {
  it('keeps a snapshot of every kind and shows what it added', async () => {
    const info = await ok(
      a.call(API.releases.get, a.admin, { query: { artefactId: releaseIds[0]! } }),
    );
    expect(info).toMatchObject({ version: '1.0.0', previousVersion: null, appCode: APP });
    expect(info.checksum).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(info.counts).toMatchObject({
      FORM: 1,
      VIEW: 1,
      WORKFLOW: 1,
      PAGE: 1,
      STATISTIC: 1,
      DASHBOARD: 1,
      ROLE: 1,
      RESOURCE: 1,
    });
    expect(info.diff.find((d) => d.kind === 'FORM')?.added).toEqual([
      { key: 'leave', name: '请假单' },
    ]);
    const file = JSON.parse(files[0]!) as ReleaseFile;
    expect(file).toMatchObject({ format: 'org-platform-release', formatVersion: 1 });
    expect(file.checksum).toBe(info.checksum);
    // references travel as codes, not as this platform's ids
    const page = file.snapshot.items.PAGE?.[0]?.body.content as { blocks: unknown[] };
    expect(page.blocks).toEqual([
      { type: 'FORM', formId: '@FORM:leave' },
      { type: 'DATA_VIEW', viewId: '@VIEW:leave_days' },
      { type: 'DASHBOARD', dashboardId: '@DASHBOARD:leave_overview' },
    ]);
    expect(file.snapshot.items.DASHBOARD?.[0]?.body.content).toEqual({
      charts: [{ key: 'c1', statisticId: '@STATISTIC:leave_count', x: 0, y: 0, w: 6, h: 4 }],
    });
  });

  it('stays as made: its version and notes cannot be edited, its name can', async () => {
    const edited = await a.call(API.artefacts.update, a.admin, {
      body: { id: releaseIds[0]!, content: { version: '1.0.0', notes: '改过的说明' } },
    });
    expect(edited.body.code).toBe(40022);
    const refusal = edited.body.data as unknown as { errors: { field: string }[] };
    expect(refusal.errors[0]).toMatchObject({ field: 'body.content' });
    await ok(
      a.call(API.artefacts.update, a.admin, {
        body: { id: releaseIds[0]!, artefactName: '改过的名称' },
      }),
    );
    const file = await ok(
      a.call(API.releases.export, a.admin, { query: { artefactId: releaseIds[0]! } }),
    );
    expect(JSON.stringify(file, null, 2)).toBe(files[0]);
  });
});

describe('importing into a fresh platform', () => {
  it('refuses while a code is held by another application, and leaves nothing behind', async () => {
    const [demo] = await b.server.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.appCode, 'demo'));
    const [taken] = await b.server.db
      .insert(dataViews)
      .values({
        appId: demo!.id,
        appCode: 'demo',
        datasourceId: await datasourceId(b),
        viewCode: 'leave_days',
        viewName: '占用编码的视图',
        sqlText: 'select 1 as one',
      })
      .returning({ id: dataViews.id });
    const plan = await ok(
      b.call(API.releases.importPreview, b.admin, { body: { text: files[0]! } }),
    );
    expect(plan.conflicts).toEqual([
      {
        kind: 'VIEW',
        key: 'leave_days',
        reason: 'CODE_TAKEN',
        message: 'The Data view code leave_days is already used by the application demo.',
      },
    ]);
    const refused = await b.call(API.releases.import, b.admin, { body: { text: files[0]! } });
    expect(refused.body.code).toBe(40009);
    expect(refused.body.message).toContain('leave_days');
    const apps = await b.server.db.select().from(applications).where(eq(applications.appCode, APP));
    expect(apps).toEqual([]);
    await b.server.db.delete(dataViews).where(eq(dataViews.id, taken!.id));
  });

  it('lets only a caller who may change roles import a release that brings roles', async () => {
    const [importer] = await b.server.db
      .insert(roles)
      .values({ roleCode: 'release_importer', roleName: '发布导入员' })
      .returning({ id: roles.id });
    const codes = [PERMISSIONS.appConfig.view, PERMISSIONS.appConfig.add];
    const granted = await b.server.db
      .select({ id: resources.id })
      .from(resources)
      .where(inArray(resources.resourceCode, codes));
    await b.server.db
      .insert(roleResources)
      .values(granted.map((r) => ({ roleId: importer!.id, resourceId: r.id })));
    const [editor] = await b.server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, 'editor'));
    await b.server.db.insert(userRoles).values({ userId: editor!.id, roleId: importer!.id });
    const token = await b.server.signIn('editor');
    const plan = await ok(b.call(API.releases.importPreview, token, { body: { text: files[0]! } }));
    expect(action(plan, 'ROLE', 'leave_app_user')).toBe('create');
    const refused = await b.call(API.releases.import, token, { body: { text: files[0]! } });
    expect(refused.body.code).toBe(40003);
    expect(refused.body.message).toContain(PERMISSIONS.role.edit);
    expect(
      await b.server.db.select().from(applications).where(eq(applications.appCode, APP)),
    ).toEqual([]);
  });

  it('previews every item as created, then imports the release', async () => {
    const plan = await ok(
      b.call(API.releases.importPreview, b.admin, { body: { text: files[0]! } }),
    );
    expect(plan).toMatchObject({ appCode: APP, appAction: 'create', version: '1.0.0' });
    expect(plan.conflicts).toEqual([]);
    expect(new Set(plan.items.map((item) => item.action))).toEqual(new Set(['create']));
    expect(action(plan, 'WORKFLOW', 'leave_flow')).toBe('create');
    expect(action(plan, 'RELEASE', 'r1_0_0')).toBe('create');
    const applied = await ok(b.call(API.releases.import, b.admin, { body: { text: files[0]! } }));
    expect(applied.plan.version).toBe('1.0.0');
  });

  it('where the form can be filled in, the flow started and the view run', async () => {
    const form = await ok(
      b.call(API.forms.get, b.admin, { query: { appCode: APP, formCode: 'leave' } }),
    );
    expect(form.publishedVersion).toBe(1);
    expect(form.definition).toEqual(
      (await ok(a.call(API.forms.get, a.admin, { query: { id: formId } }))).definition,
    );
    const fillable = await ok(
      b.call(API.submission.fillable, b.admin, { body: { pageNo: 1, pageSize: 100 } }),
    );
    expect(fillable.list.map((f) => f.formCode)).toContain('leave');

    const flows = await ok(
      b.call(API.artefacts.page, b.admin, {
        body: { pageNo: 1, pageSize: 10, kind: 'WORKFLOW', keyword: 'leave_flow' },
      }),
    );
    const flow = flows.list[0]!;
    expect(flow.content).toMatchObject({ formId: form.id });
    const started = await ok(
      b.call(API.flows.start, b.admin, { body: { flowId: flow.id, data: { days: 2 } } }),
    );
    expect(started).toBeTruthy();

    const [view] = await b.server.db
      .select({ id: dataViews.id })
      .from(dataViews)
      .where(and(eq(dataViews.viewCode, 'leave_days'), isNull(dataViews.deletedAt)));
    const rows = await ok(
      b.call(API.dataView.query, b.admin, {
        body: { viewId: Number(view!.id), queryParamListStr: '{"who":"李四"}' },
      }),
    );
    expect(JSON.stringify(rows)).toContain('李四');

    const pages = await ok(
      b.call(API.artefacts.page, b.admin, {
        body: { pageNo: 1, pageSize: 10, kind: 'PAGE', keyword: 'home' },
      }),
    );
    const kindOn = async (kind: 'STATISTIC' | 'DASHBOARD', keyword: string) =>
      (
        await ok(
          b.call(API.artefacts.page, b.admin, { body: { pageNo: 1, pageSize: 10, kind, keyword } }),
        )
      ).list[0]!;
    const statistic = await kindOn('STATISTIC', 'leave_count');
    const dashboard = await kindOn('DASHBOARD', 'leave_overview');
    expect(statistic.content).toMatchObject({ viewId: Number(view!.id) });
    expect(dashboard.content).toMatchObject({ charts: [{ statisticId: statistic.id }] });
    expect(pages.list[0]?.content).toMatchObject({
      blocks: [
        { type: 'FORM', formId: form.id },
        { type: 'DATA_VIEW', viewId: Number(view!.id) },
        { type: 'DASHBOARD', dashboardId: dashboard.id },
      ],
    });
    const total = await ok(
      b.call(API.statistics.run, b.admin, { body: { appId: statistic.appId, id: statistic.id } }),
    );
    // the view answers one row of 3 days
    expect(total.rows).toHaveLength(1);
    expect(Object.values(total.rows[0]!).map(Number)).toContain(3);
    const [role] = await b.server.db
      .select({ id: roles.id, type: roles.roleType })
      .from(roles)
      .where(eq(roles.roleCode, 'leave_app_user'));
    expect(role?.type).toBe('APP');
    const grants = await b.server.db
      .select()
      .from(roleResources)
      .where(eq(roleResources.roleId, role!.id));
    expect(grants).toHaveLength(1);
  });

  it('keeps the imported release, with the same checksum', async () => {
    const [kept] = await b.server.db
      .select({ checksum: appReleases.checksum })
      .from(appReleases)
      .where(eq(appReleases.version, '1.0.0'));
    expect(kept?.checksum).toBe((JSON.parse(files[0]!) as ReleaseFile).checksum);
  });

  it('previews a second release as an update of what changed', async () => {
    await ok(
      a.call(API.forms.update, a.admin, {
        body: {
          id: formId,
          version: 1,
          definition: { ...LEAVE_DEFINITION, list: LEAVE_DEFINITION.list.slice(0, 2) },
        },
      }),
    );
    await ok(a.call(API.forms.publish, a.admin, { body: { id: formId, version: 2 } }));
    const second = await release('1.1.0');
    const info = await ok(a.call(API.releases.get, a.admin, { query: { artefactId: second } }));
    expect(info.previousVersion).toBe('1.0.0');
    expect(info.diff).toEqual([
      {
        kind: 'FORM',
        added: [],
        removed: [],
        changed: [
          {
            key: 'leave',
            name: '请假单',
            form: { added: [], removed: ['salary'], changed: [], moved: [], config: [] },
          },
        ],
      },
    ]);

    const plan = await ok(
      b.call(API.releases.importPreview, b.admin, { body: { text: files[1]! } }),
    );
    expect(plan.appAction).toBe('update');
    expect(action(plan, 'FORM', 'leave')).toBe('update');
    expect(action(plan, 'WORKFLOW', 'leave_flow')).toBe('unchanged');
    expect(action(plan, 'VIEW', 'leave_days')).toBe('unchanged');
    expect(action(plan, 'RELEASE', 'r1_1_0')).toBe('create');
    await ok(b.call(API.releases.import, b.admin, { body: { text: files[1]! } }));
    const again = await ok(
      b.call(API.releases.importPreview, b.admin, { body: { text: files[1]! } }),
    );
    expect(new Set(again.items.map((item) => item.action))).toEqual(new Set(['unchanged']));
  });

  it('refuses an altered file and a file of an unknown format, naming why', async () => {
    const altered = JSON.parse(files[1]!) as ReleaseFile;
    altered.release.notes = '偷偷改过';
    const refused = await b.call(API.releases.importPreview, b.admin, {
      body: { text: JSON.stringify(altered) },
    });
    expect(refused.body.code).toBe(40022);
    expect(refused.body.data).toMatchObject({
      errors: [
        {
          field: 'body.text',
          message:
            'The checksum of the release file does not match its content: the file was altered after the export and is refused.',
        },
      ],
    });
    const foreign = await b.call(API.releases.import, b.admin, {
      body: { text: JSON.stringify({ ...altered, format: 'somebody-else' }) },
      headers: { 'accept-language': 'zh-CN' },
    } as never);
    expect(foreign.body.code).toBe(40022);
    const notJson = await b.call(API.releases.import, b.admin, {
      body: { text: 'PK\u0003\u0004' },
    });
    expect(notJson.body.code).toBe(40022);
    expect(notJson.body.message).toContain('JSON');
  });

  it('rolls the application back to the first release', async () => {
    const [first] = await b.server.db
      .select({ artefactId: appReleases.artefactId })
      .from(appReleases)
      .where(eq(appReleases.version, '1.0.0'));
    const artefactId = Number(first?.artefactId);
    const plan = await ok(b.call(API.releases.rollbackPreview, b.admin, { body: { artefactId } }));
    expect(action(plan, 'FORM', 'leave')).toBe('update');
    expect(action(plan, 'PAGE', 'home')).toBe('unchanged');
    await ok(b.call(API.releases.rollback, b.admin, { body: { artefactId } }));
    const [form] = await b.server.db
      .select()
      .from(formDefinitions)
      .where(and(eq(formDefinitions.formCode, 'leave'), isNull(formDefinitions.deletedAt)));
    expect(form?.definition.list).toHaveLength(3);
    expect(form?.publishedVersion).toBe(form?.version);
  });
});

describe('a release naming what the other platform lacks', () => {
  it('names a role a flow needs that neither the release nor the platform has', async () => {
    await a.server.db.insert(roles).values({ roleCode: 'auditors_here', roleName: '本平台审计员' });
    const form = await ok(a.call(API.forms.get, a.admin, { query: { id: formId } }));
    const flow = await ok(
      a.call(API.artefacts.create, a.admin, {
        body: {
          appId,
          kind: 'WORKFLOW',
          artefactCode: 'audit_flow',
          artefactName: '审计流程',
          content: {
            formId: form.id,
            graph: line(approval('audit', '审计', { type: 'role', roleCode: 'auditors_here' })),
          },
        },
      }),
    );
    await ok(a.call(API.flows.publish, a.admin, { body: { flowId: flow.id } }));
    await release('1.2.0');
    const plan = await ok(
      b.call(API.releases.importPreview, b.admin, { body: { text: files[2]! } }),
    );
    expect(plan.conflicts).toEqual([
      {
        kind: 'WORKFLOW',
        key: 'audit_flow',
        reason: 'MISSING_REFERENCE',
        message:
          'The Flow "audit_flow" names the Role auditors_here, which is neither in the release nor on this platform.',
      },
    ]);
  });
});

describe('compiling before a release', () => {
  it('refuses a release whose flow names an unpublished form, naming both', async () => {
    const draft = await ok(
      a.call(API.forms.create, a.admin, {
        body: {
          appCode: APP,
          formCode: 'unpublished',
          formName: '未发布表单',
          definition: LEAVE_DEFINITION,
        },
      }),
    );
    await ok(
      a.call(API.artefacts.create, a.admin, {
        body: {
          appId,
          kind: 'WORKFLOW',
          artefactCode: 'draft_flow',
          artefactName: '草稿流程',
          content: { formId: draft.id, graph: { nodes: [], edges: [] } } as never,
        },
      }),
    );
    const refused = await a.call(API.artefacts.create, a.admin, {
      body: {
        appId,
        kind: 'RELEASE',
        artefactCode: 'r2_0_0',
        artefactName: '版本 2.0.0',
        content: { version: '2.0.0' },
      },
    });
    expect(refused.body.code).toBe(40022);
    expect(refused.body.data).toMatchObject({
      errors: [
        {
          field: 'body.content.compile[0]',
          message: 'The form "未发布表单" of the Flow "草稿流程" is not published.',
        },
      ],
    });
  });
});

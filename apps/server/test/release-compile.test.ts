/**
 * A release is made only of an application that compiles: the seeded sample application
 * releases; a flow whose form was never published, and an orchestration whose view was
 * deleted, refuse the release with each problem naming its artefact, and nothing is saved.
 */
import { API } from '@org/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appArtefacts, dataViews, datasources } from '../src/db/schema/index';
import { LEAVE_DEFINITION, demoAppId } from './flow-fixtures';
import { managementSuite } from './harness';

const t = managementSuite();
let appId = 0;

function release(version: string) {
  return t.call(API.artefacts.create, t.admin, {
    body: {
      appId,
      kind: 'RELEASE',
      artefactCode: `r${version.replaceAll('.', '_')}`,
      artefactName: `版本 ${version}`,
      content: { version, notes: '' },
    },
  });
}

async function releases(): Promise<number> {
  const rows = await t.server.db
    .select({ id: appArtefacts.id })
    .from(appArtefacts)
    .where(
      and(
        eq(appArtefacts.appId, appId),
        eq(appArtefacts.kind, 'RELEASE'),
        isNull(appArtefacts.deletedAt),
      ),
    );
  return rows.length;
}

beforeAll(async () => {
  appId = await demoAppId(t);
});

describe('compiling before a release', () => {
  it('lets the sample application be released', async () => {
    const answer = await release('1.0.0');
    expect(answer.body.code, answer.body.message).toBe(20000);
  });

  it('refuses a release naming each problem and its artefact, and saves nothing', async () => {
    const form = await t.call(API.forms.create, t.admin, {
      body: {
        appCode: 'demo',
        formCode: 'draft_leave',
        formName: '草稿请假单',
        definition: LEAVE_DEFINITION,
      },
    });
    expect(form.body.code, form.body.message).toBe(20000);
    const flow = await t.call(API.artefacts.create, t.admin, {
      body: {
        appId,
        kind: 'WORKFLOW',
        artefactCode: 'draft_flow',
        artefactName: '草稿流程',
        content: { formId: form.body.data.id, graph: { nodes: [], edges: [] } } as never,
      },
    });
    expect(flow.body.code, flow.body.message).toBe(20000);
    const [source] = await t.server.db.select({ id: datasources.id }).from(datasources);
    const [view] = await t.server.db
      .insert(dataViews)
      .values({
        datasourceId: source!.id,
        viewCode: 'soon_gone',
        viewName: '将被删除的视图',
        appId,
        appCode: 'demo',
        sqlText: 'select 1 as one',
        viewStatus: 'PUBLISHED',
      } as never)
      .returning({ id: dataViews.id });
    const orchestration = await t.call(API.artefacts.create, t.admin, {
      body: {
        appId,
        kind: 'ORCHESTRATION',
        artefactCode: 'reads_gone_view',
        artefactName: '读已删视图',
        content: { steps: [{ name: '读', type: 'DATA_VIEW', viewId: view!.id }] } as never,
      },
    });
    expect(orchestration.body.code, orchestration.body.message).toBe(20000);
    await t.server.db
      .update(dataViews)
      .set({ deletedAt: new Date() })
      .where(eq(dataViews.id, view!.id));

    const before = await releases();
    const refused = await release('1.1.0');
    expect(refused.body.code).toBe(40022);
    const errors = (
      refused.body.data as unknown as { errors: { field: string; message: string }[] }
    ).errors;
    // each problem is an entry of its own, so that none hides another
    expect(errors.map((e) => e.field)).toEqual([
      'body.content.compile[0]',
      'body.content.compile[1]',
    ]);
    expect(errors.map((e) => e.message)).toEqual([
      `Service orchestration "读已删视图", steps[0].viewId: data view ${view!.id} does not exist`,
      'The form "草稿请假单" of the Flow "草稿流程" is not published.',
    ]);
    expect(await releases()).toBe(before);
  });
});

import { eq } from 'drizzle-orm';
import {
  appConfigs,
  applications,
  dataViewColumns,
  dataViews,
  datasources,
  demoRegions,
  formDefinitionVersions,
  formDefinitions,
} from '../db/schema/index';
import { customerForm, expenseClaimForm, leaveRequestForm } from './sample-forms';
import { seedSampleFlow } from './sample-flow';
import { idOf, seeded, type SeedContext, type Words } from './seed-context';

/** Provinces, cities and districts: [code, name, parent code]. */
const REGIONS: readonly [string, Words, string | null][] = [
  ['110000', ['北京市', 'Beijing'], null],
  ['110100', ['北京市辖区', 'Beijing districts'], '110000'],
  ['110101', ['东城区', 'Dongcheng'], '110100'],
  ['110102', ['西城区', 'Xicheng'], '110100'],
  ['110108', ['海淀区', 'Haidian'], '110100'],
  ['310000', ['上海市', 'Shanghai'], null],
  ['310100', ['上海市辖区', 'Shanghai districts'], '310000'],
  ['310101', ['黄浦区', 'Huangpu'], '310100'],
  ['310115', ['浦东新区', 'Pudong New Area'], '310100'],
  ['440000', ['广东省', 'Guangdong'], null],
  ['440100', ['广州市', 'Guangzhou'], '440000'],
  ['440104', ['越秀区', 'Yuexiu'], '440100'],
  ['440106', ['天河区', 'Tianhe'], '440100'],
  ['440300', ['深圳市', 'Shenzhen'], '440000'],
  ['440304', ['福田区', 'Futian'], '440300'],
  ['440305', ['南山区', 'Nanshan'], '440300'],
];

async function seedRegions({ tx, say }: SeedContext): Promise<void> {
  const ids = new Map<string, number>();
  for (const [index, [code, name, parent]] of REGIONS.entries()) {
    const level = parent === null ? 1 : code.endsWith('00') ? 2 : 3;
    await tx
      .insert(demoRegions)
      .values({
        regionCode: code,
        regionName: say(name),
        parentId: parent === null ? null : (ids.get(parent) ?? null),
        level,
        sort: index + 1,
      })
      .onConflictDoNothing();
    ids.set(
      code,
      idOf(
        await tx
          .select({ id: demoRegions.id })
          .from(demoRegions)
          .where(eq(demoRegions.regionCode, code)),
        `region ${code}`,
      ),
    );
  }
}

interface ViewSeed {
  viewCode: string;
  viewName: Words;
  viewComment: Words;
  viewType: 'VIEW' | 'TREE';
  sqlText: string;
  params: { name: string; type: string; required: boolean }[];
  parentLevelField: string;
  columns: [name: string, comment: Words, type: string][];
  parent?: string;
}

const VIEWS: readonly ViewSeed[] = [
  {
    viewCode: 'region_tree',
    viewName: ['行政区划', 'Regions'],
    viewComment: ['行政区划（级联）', 'Regions (cascading)'],
    viewType: 'TREE',
    sqlText:
      'select id, parent_id as "parentId", region_code as "regionCode", ' +
      'region_name as "regionName", level from demo_region order by sort, id',
    params: [],
    parentLevelField: 'parentId',
    columns: [
      ['id', ['编号', 'ID'], 'number'],
      ['parentId', ['上级编号', 'Parent ID'], 'number'],
      ['regionCode', ['区划代码', 'Region code'], 'string'],
      ['regionName', ['区划名称', 'Region name'], 'string'],
      ['level', ['级别', 'Level'], 'number'],
    ],
  },
  {
    viewCode: 'region_children',
    viewName: ['下级区划', 'Subregions'],
    viewComment: ['某一区划的下级区划', 'The regions directly below a region'],
    viewType: 'VIEW',
    sqlText:
      'select id, region_code as "regionCode", region_name as "regionName" ' +
      'from demo_region where parent_id = :parentId order by sort, id',
    params: [{ name: 'parentId', type: 'number', required: true }],
    parentLevelField: '',
    columns: [
      ['id', ['编号', 'ID'], 'number'],
      ['regionCode', ['区划代码', 'Region code'], 'string'],
      ['regionName', ['区划名称', 'Region name'], 'string'],
    ],
    parent: 'region_tree',
  },
];

/** The sample application: config, the region table, two data views and three forms. */
export async function seedSampleApp(ctx: SeedContext, ownerUserId: number | null): Promise<void> {
  const { tx, now, say } = ctx;
  await tx
    .insert(applications)
    .values({
      appCode: 'demo',
      appName: say(['示例应用', 'Sample application']),
      icon: 'app',
      description: say([
        '带有表单和数据视图的示例应用。',
        'A sample application with forms and data views.',
      ]),
      ownerUserId,
      homePath: '/app/demo',
      sort: 1,
      ...seeded(now),
    })
    .onConflictDoNothing();
  const appId = idOf(
    await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.appCode, 'demo')),
    'application demo',
  );
  await tx
    .insert(appConfigs)
    .values(
      [
        { appId, configKey: 'theme.primaryColor', configValue: '#1677ff', category: 'ui' },
        {
          appId,
          configKey: 'feature.export',
          configValue: 'true',
          valueType: 'boolean',
          category: 'feature',
        },
        {
          appId,
          configKey: 'api.timeoutMs',
          configValue: '60000',
          valueType: 'number',
          category: 'api',
        },
      ].map((config) => ({ ...config, ...seeded(now) })),
    )
    .onConflictDoNothing();

  await tx
    .insert(datasources)
    .values({
      datasourceCode: 'default',
      datasourceName: say(['平台数据库', 'Platform database']),
      ...seeded(now),
    })
    .onConflictDoNothing();
  const datasourceId = idOf(
    await tx
      .select({ id: datasources.id })
      .from(datasources)
      .where(eq(datasources.datasourceCode, 'default')),
    'datasource default',
  );
  await seedRegions(ctx);

  const viewIds = new Map<string, number>();
  for (const view of VIEWS) {
    await tx
      .insert(dataViews)
      .values({
        appId,
        appCode: 'demo',
        datasourceId,
        parentViewId: view.parent === undefined ? null : (viewIds.get(view.parent) ?? null),
        viewCode: view.viewCode,
        viewName: say(view.viewName),
        viewComment: say(view.viewComment),
        viewType: view.viewType,
        viewStatus: 'PUBLISHED',
        sqlText: view.sqlText,
        params: view.params,
        parentLevelField: view.parentLevelField,
        ...seeded(now),
      })
      .onConflictDoNothing();
    const viewId = idOf(
      await tx
        .select({ id: dataViews.id })
        .from(dataViews)
        .where(eq(dataViews.viewCode, view.viewCode)),
      `view ${view.viewCode}`,
    );
    viewIds.set(view.viewCode, viewId);
    await tx
      .insert(dataViewColumns)
      .values(
        view.columns.map(([columnName, columnComment, dataType], sort) => ({
          viewId,
          columnName,
          columnComment: say(columnComment),
          dataType,
          sort: sort + 1,
          queryable: columnName !== 'id',
          sortable: true,
          ...seeded(now),
        })),
      )
      .onConflictDoNothing();
  }

  const forms = [
    {
      formCode: 'leave_request',
      formName: say(['请假申请', 'Leave request']),
      definition: leaveRequestForm(ctx.language),
    },
    {
      formCode: 'customer',
      formName: say(['客户信息', 'Customer']),
      definition: customerForm(viewIds.get('region_tree') ?? 0, ctx.language),
    },
    {
      formCode: 'expense_claim',
      formName: say(['费用报销', 'Expense claim']),
      definition: expenseClaimForm(ctx.language),
    },
  ];
  for (const form of forms) {
    await tx
      .insert(formDefinitions)
      .values({ appId, ...form, version: 1, ...seeded(now) })
      .onConflictDoNothing();
    const formId = idOf(
      await tx
        .select({ id: formDefinitions.id })
        .from(formDefinitions)
        .where(eq(formDefinitions.formCode, form.formCode)),
      `form ${form.formCode}`,
    );
    await tx
      .insert(formDefinitionVersions)
      .values({
        formId,
        version: 1,
        definition: form.definition,
        comment: say(['初始版本', 'Seeded']),
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  if (ownerUserId !== null) await seedSampleFlow(ctx, appId, ownerUserId);
}

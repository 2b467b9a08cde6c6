import { BUILT_IN_PARAMS } from '@org/api-contract';
import { eq } from 'drizzle-orm';
import { categories, dictItems, dicts, sysParams } from '../db/schema/index';
import { idOf, seeded, type SeedContext } from './seed-context';

interface DictSeed {
  code: string;
  name: string;
  valueType: 'string' | 'number' | 'boolean';
  items: [value: string, text: string, color?: string][];
}

/** The built-in dictionaries: what the management screens and sample forms read. */
export const SEED_DICTS: readonly DictSeed[] = [
  {
    code: 'gender',
    name: '性别',
    valueType: 'string',
    items: [
      ['1', '男'],
      ['2', '女'],
      ['0', '未知'],
    ],
  },
  {
    code: 'yes_no',
    name: '是否',
    valueType: 'number',
    items: [
      ['1', '是', 'success'],
      ['0', '否', 'info'],
    ],
  },
  {
    code: 'status',
    name: '状态',
    valueType: 'number',
    items: [
      ['1', '启用', 'success'],
      ['0', '停用', 'danger'],
    ],
  },
  {
    code: 'resource_type',
    name: '资源类型',
    valueType: 'string',
    items: [
      ['DIR', '目录'],
      ['MENU', '菜单'],
      ['PAGE', '页面'],
      ['BUTTON', '按钮'],
      ['API', '接口'],
    ],
  },
  {
    code: 'day_type',
    name: '日期类型',
    valueType: 'string',
    items: [
      ['WORKDAY', '工作日', 'primary'],
      ['HOLIDAY', '节假日', 'danger'],
      ['ADJUSTED_WORKDAY', '调休上班', 'warning'],
    ],
  },
  {
    code: 'data_scope',
    name: '数据范围',
    valueType: 'string',
    items: [
      ['ALL', '全部数据'],
      ['CUSTOM', '自定义'],
      ['ORG', '本部门'],
      ['ORG_AND_CHILD', '本部门及以下'],
      ['SELF', '仅本人'],
    ],
  },
  {
    code: 'org_category',
    name: '机构类别',
    valueType: 'string',
    items: [
      ['company', '公司'],
      ['dept', '部门'],
      ['group', '小组'],
    ],
  },
  {
    code: 'leave_type',
    name: '请假类型',
    valueType: 'string',
    items: [
      ['annual', '年假'],
      ['sick', '病假'],
      ['personal', '事假'],
    ],
  },
];

export async function seedParams({ tx, now }: SeedContext): Promise<void> {
  await tx
    .insert(sysParams)
    .values(
      BUILT_IN_PARAMS.map((param) => ({
        paramKey: param.key,
        paramName: param.name,
        paramValue: param.value,
        valueType: param.valueType,
        category: param.category,
        builtIn: true,
        visible: param.visible,
        secret: param.secret ?? false,
        remark: param.remark,
        ...seeded(now),
      })),
    )
    .onConflictDoNothing();
}

export async function seedDicts({ tx, now }: SeedContext): Promise<void> {
  for (const [index, dict] of SEED_DICTS.entries()) {
    await tx
      .insert(dicts)
      .values({
        dictCode: dict.code,
        dictName: dict.name,
        valueType: dict.valueType,
        sort: index + 1,
        builtIn: true,
        ...seeded(now),
      })
      .onConflictDoNothing();
    const dictId = idOf(
      await tx.select({ id: dicts.id }).from(dicts).where(eq(dicts.dictCode, dict.code)),
      `dictionary ${dict.code}`,
    );
    await tx
      .insert(dictItems)
      .values(
        dict.items.map(([itemValue, itemText, color], sort) => ({
          dictId,
          itemValue,
          itemText,
          color: color ?? null,
          sort: sort + 1,
          isDefault: sort === 0,
          ...seeded(now),
        })),
      )
      .onConflictDoNothing();
  }
}

/** The classification dictionary: two small trees. */
export async function seedCategories({ tx, now }: SeedContext): Promise<void> {
  const tree: [code: string, name: string, children: [string, string][]][] = [
    [
      'A01',
      '产品分类',
      [
        ['A01A01', '软件产品'],
        ['A01A02', '硬件产品'],
      ],
    ],
    [
      'B01',
      '行业分类',
      [
        ['B01A01', '制造业'],
        ['B01A02', '金融业'],
        ['B01A03', '教育'],
      ],
    ],
  ];
  for (const [rootIndex, [code, name, children]] of tree.entries()) {
    await tx
      .insert(categories)
      .values({ code, name, sort: rootIndex + 1, ...seeded(now) })
      .onConflictDoNothing();
    const parentId = idOf(
      await tx.select({ id: categories.id }).from(categories).where(eq(categories.code, code)),
      `category ${code}`,
    );
    await tx
      .insert(categories)
      .values(
        children.map(([childCode, childName], sort) => ({
          parentId,
          code: childCode,
          name: childName,
          sort: sort + 1,
          ...seeded(now),
        })),
      )
      .onConflictDoNothing();
  }
}

import { BUILT_IN_PARAMS } from '@org/api-contract';
import { eq } from 'drizzle-orm';
import { categories, dictItems, dicts, sysParams } from '../db/schema/index';
import { idOf, seeded, type SeedContext, type Words } from './seed-context';

interface DictSeed {
  code: string;
  name: Words;
  valueType: 'string' | 'number' | 'boolean';
  items: [value: string, text: Words, color?: string][];
}

/** The built-in dictionaries: what the management screens and sample forms read. */
export const SEED_DICTS: readonly DictSeed[] = [
  {
    code: 'gender',
    name: ['性别', 'Gender'],
    valueType: 'string',
    items: [
      ['1', ['男', 'Male']],
      ['2', ['女', 'Female']],
      ['0', ['未知', 'Unknown']],
    ],
  },
  {
    code: 'yes_no',
    name: ['是否', 'Yes or no'],
    valueType: 'number',
    items: [
      ['1', ['是', 'Yes'], 'success'],
      ['0', ['否', 'No'], 'info'],
    ],
  },
  {
    code: 'status',
    name: ['状态', 'Status'],
    valueType: 'number',
    items: [
      ['1', ['启用', 'Enabled'], 'success'],
      ['0', ['停用', 'Disabled'], 'danger'],
    ],
  },
  {
    code: 'resource_type',
    name: ['资源类型', 'Resource type'],
    valueType: 'string',
    items: [
      ['DIR', ['目录', 'Directory']],
      ['MENU', ['菜单', 'Menu']],
      ['PAGE', ['页面', 'Page']],
      ['BUTTON', ['按钮', 'Button']],
      ['API', ['接口', 'API']],
    ],
  },
  {
    code: 'day_type',
    name: ['日期类型', 'Day type'],
    valueType: 'string',
    items: [
      ['WORKDAY', ['工作日', 'Workday'], 'primary'],
      ['HOLIDAY', ['节假日', 'Holiday'], 'danger'],
      ['ADJUSTED_WORKDAY', ['调休上班', 'Adjusted workday'], 'warning'],
    ],
  },
  {
    code: 'data_scope',
    name: ['数据范围', 'Data scope'],
    valueType: 'string',
    items: [
      ['ALL', ['全部数据', 'All data']],
      ['CUSTOM', ['自定义', 'Custom']],
      ['ORG', ['本部门', 'Own department']],
      ['ORG_AND_CHILD', ['本部门及以下', 'Own department and below']],
      ['SELF', ['仅本人', 'Only themself']],
    ],
  },
  {
    code: 'org_category',
    name: ['机构类别', 'Organisation category'],
    valueType: 'string',
    items: [
      ['company', ['公司', 'Company']],
      ['dept', ['部门', 'Department']],
      ['group', ['小组', 'Team']],
    ],
  },
  {
    code: 'leave_type',
    name: ['请假类型', 'Leave type'],
    valueType: 'string',
    items: [
      ['annual', ['年假', 'Annual leave']],
      ['sick', ['病假', 'Sick leave']],
      ['personal', ['事假', 'Personal leave']],
    ],
  },
];

export async function seedParams({ tx, now, language }: SeedContext): Promise<void> {
  await tx
    .insert(sysParams)
    .values(
      BUILT_IN_PARAMS.map((param) => ({
        paramKey: param.key,
        paramName: param.name[language],
        paramValue: param.localValue?.[language] ?? param.value,
        valueType: param.valueType,
        category: param.category,
        builtIn: true,
        visible: param.visible,
        secret: param.secret ?? false,
        remark: param.remark[language],
        ...seeded(now),
      })),
    )
    .onConflictDoNothing();
}

export async function seedDicts({ tx, now, say }: SeedContext): Promise<void> {
  for (const [index, dict] of SEED_DICTS.entries()) {
    await tx
      .insert(dicts)
      .values({
        dictCode: dict.code,
        dictName: say(dict.name),
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
          itemText: say(itemText),
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
export async function seedCategories({ tx, now, say }: SeedContext): Promise<void> {
  const tree: [code: string, name: Words, children: [string, Words][]][] = [
    [
      'A01',
      ['产品分类', 'Products'],
      [
        ['A01A01', ['软件产品', 'Software']],
        ['A01A02', ['硬件产品', 'Hardware']],
      ],
    ],
    [
      'B01',
      ['行业分类', 'Industries'],
      [
        ['B01A01', ['制造业', 'Manufacturing']],
        ['B01A02', ['金融业', 'Finance']],
        ['B01A03', ['教育', 'Education']],
      ],
    ],
  ];
  for (const [rootIndex, [code, name, children]] of tree.entries()) {
    await tx
      .insert(categories)
      .values({ code, name: say(name), sort: rootIndex + 1, ...seeded(now) })
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
          name: say(childName),
          sort: sort + 1,
          ...seeded(now),
        })),
      )
      .onConflictDoNothing();
  }
}

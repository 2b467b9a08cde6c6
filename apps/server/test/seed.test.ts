import { ADMIN_ROLE, BUILT_IN_PARAMS, allManagementCodes } from '@org/api-contract';
import { type FormDefinition, validateDefinition } from '@org/form-schema';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock';
import { queryRows } from '../src/db/rows';
import {
  dataViews,
  dicts,
  formDefinitions,
  orgs,
  positions,
  resources,
  roles,
  sysMeta,
  sysParams,
  users,
} from '../src/db/schema/index';
import { seedDatabase } from '../src/seed/index';
import { type TestServer, createTestServer } from './harness';
import { testPasswords } from './template';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('seed data', () => {
  it('holds the resource tree of every management screen with unique codes', async () => {
    const rows = await server.db
      .select({ code: resources.resourceCode, type: resources.resourceType })
      .from(resources);
    expect(rows.map((row) => row.code).sort()).toEqual([...allManagementCodes()].sort());
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set(['DIR', 'MENU', 'PAGE', 'BUTTON', 'API']),
    );
  });

  it('holds the users, roles, organisation tree, positions, parameters and dictionaries', async () => {
    const accounts = await server.db.select({ account: users.account }).from(users);
    expect(accounts.map((row) => row.account)).toEqual(expect.arrayContaining(['admin', 'editor']));
    const roleCodes = await server.db.select({ code: roles.roleCode }).from(roles);
    expect(roleCodes.map((row) => row.code)).toEqual(
      expect.arrayContaining([ADMIN_ROLE, 'editor']),
    );
    const tree = await server.db
      .select({ code: orgs.orgCode, category: orgs.orgCategory, ancestors: orgs.ancestors })
      .from(orgs);
    expect(tree.filter((org) => org.ancestors === '')).toHaveLength(1);
    expect(tree.filter((org) => org.category === 'dept')).toHaveLength(4);
    expect(tree.find((org) => org.code === 'BJ-RD')?.ancestors.split(',')).toHaveLength(2);
    expect((await server.db.select({ n: count() }).from(positions))[0]?.n).toBe(4);
    const keys = await server.db.select({ key: sysParams.paramKey }).from(sysParams);
    expect(keys.map((row) => row.key).sort()).toEqual(
      BUILT_IN_PARAMS.map((param) => param.key).sort(),
    );
    const dictCodes = await server.db.select({ code: dicts.dictCode }).from(dicts);
    expect(dictCodes.map((row) => row.code)).toEqual(
      expect.arrayContaining(['gender', 'yes_no', 'status', 'resource_type', 'day_type']),
    );
  });

  it('holds a sample application whose forms pass @org/form-schema and whose region view is a tree', async () => {
    const forms = await server.db.select().from(formDefinitions);
    expect(forms.map((form) => form.formCode).sort()).toEqual([
      'customer',
      'expense_claim',
      'leave_request',
    ]);
    for (const form of forms) {
      const check = validateDefinition(form.definition as FormDefinition);
      expect(check.errors, form.formCode).toEqual([]);
    }
    const [view] = await server.db
      .select()
      .from(dataViews)
      .where(eq(dataViews.viewCode, 'region_tree'));
    expect(view).toMatchObject({
      viewType: 'TREE',
      viewStatus: 'PUBLISHED',
      parentLevelField: 'parentId',
    });
    const regions = await queryRows<{ id: number; parentId: number | null }>(
      server.db,
      sql.raw(view?.sqlText ?? ''),
    );
    const ids = new Set(regions.map((row) => row.id));
    expect(regions.filter((row) => row.parentId === null)).toHaveLength(3);
    expect(regions.every((row) => row.parentId === null || ids.has(row.parentId))).toBe(true);
    const customer = forms.find((form) => form.formCode === 'customer')
      ?.definition as FormDefinition;
    const cascader = customer.list.find((widget) => widget.type === 'cascader');
    expect(cascader?.options).toMatchObject({
      remoteType: 'dataView',
      remoteViewId: String(view?.id),
    });
  });

  it('runs once: starting again adds nothing, and a rerun of every step duplicates nothing', async () => {
    const before = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from sys_resource`,
    );
    expect(await seedDatabase(server.db, { passwords: testPasswords, clock: systemClock })).toEqual(
      { seeded: false },
    );
    await server.db.delete(sysMeta);
    expect(await seedDatabase(server.db, { passwords: testPasswords, clock: systemClock })).toEqual(
      { seeded: true },
    );
    const after = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from sys_resource`,
    );
    expect(after).toEqual(before);
    const admins = await server.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.account, 'admin'));
    expect(admins[0]?.n).toBe(1);
  });
});

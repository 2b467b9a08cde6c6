import { ADMIN_ROLE, MANAGEMENT_DIRECTORY, PERMISSIONS, type PageSpec } from '@org/api-contract';
import { eq, inArray } from 'drizzle-orm';
import { resources, roleResources, roles } from '../db/schema/index';
import { idOf, seeded, type SeedContext, type Words } from './seed-context';

type ResourceInsert = typeof resources.$inferInsert;

/** The role codes of the seed with their names and remarks in both languages. */
export const SEED_ROLES: Readonly<
  Record<'admin' | 'editor' | 'common', { roleName: Words; dataScope: string; remark: Words }>
> = Object.freeze({
  admin: {
    roleName: ['超级管理员', 'Administrator'],
    dataScope: 'ALL',
    remark: ['拥有全部资源编码。', 'Holds every resource code.'],
  },
  editor: {
    roleName: ['编辑', 'Editor'],
    dataScope: 'ORG_AND_CHILD',
    remark: ['可查看大部分页面，可编辑其中少数。', 'Reads most screens, edits a few.'],
  },
  common: {
    roleName: ['普通用户', 'Common user'],
    dataScope: 'SELF',
    remark: [
      '只能看到本人（以及通过“我的部门”看到本部门）。',
      'Sees only themself (and their department through My department).',
    ],
  },
});

const P = PERMISSIONS;

/** What the seeded roles other than admin hold (admin holds everything without grants). */
export const SEED_GRANTS: Readonly<Record<'editor' | 'common', readonly string[]>> = {
  editor: [
    P.system,
    P.org.view,
    P.org.export,
    P.user.view,
    P.user.export,
    P.position.view,
    P.myDept.view,
    P.myDept.add,
    P.myDept.edit,
    P.dict.view,
    P.category.view,
    P.category.add,
    P.category.edit,
    P.calendar.view,
  ],
  common: [P.system, P.myDept.view],
};

async function insertResource(
  { tx, now }: SeedContext,
  values: Omit<ResourceInsert, 'createdAt' | 'updatedAt'>,
): Promise<number> {
  await tx
    .insert(resources)
    .values({ ...values, ...seeded(now) })
    .onConflictDoNothing();
  return idOf(
    await tx
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.resourceCode, values.resourceCode)),
    `resource ${values.resourceCode}`,
  );
}

async function seedPage(
  ctx: SeedContext,
  spec: PageSpec,
  parentId: number,
  sort: number,
  type: 'MENU' | 'PAGE',
): Promise<void> {
  const id = await insertResource(ctx, {
    parentId,
    resourceCode: spec.code,
    resourceName: ctx.say([spec.title, spec.titleEn]),
    resourceNameEn: spec.titleEn,
    titleKey: `route.${spec.routeName}`,
    resourceType: type,
    path: spec.path,
    component: spec.component,
    routeName: spec.routeName,
    icon: spec.icon,
    sort,
    hidden: type === 'PAGE',
    keepAlive: true,
  });
  for (const [index, button] of spec.buttons.entries()) {
    await insertResource(ctx, {
      parentId: id,
      resourceCode: button.code,
      resourceName: ctx.say([button.name, button.nameEn]),
      resourceNameEn: button.nameEn,
      titleKey: `button.${button.code}`,
      resourceType: 'BUTTON',
      sort: index + 1,
    });
  }
  for (const [index, page] of (spec.pages ?? []).entries()) {
    await seedPage(ctx, page, id, spec.buttons.length + index + 1, 'PAGE');
  }
}

/** The resource tree of the management screens, from the contract's catalogue. */
export async function seedResources(ctx: SeedContext): Promise<void> {
  const dir = MANAGEMENT_DIRECTORY;
  const rootId = await insertResource(ctx, {
    resourceCode: dir.code,
    resourceName: ctx.say([dir.title, dir.titleEn]),
    resourceNameEn: dir.titleEn,
    titleKey: 'route.System',
    resourceType: 'DIR',
    path: dir.path,
    component: 'Layout',
    routeName: 'System',
    icon: dir.icon,
    sort: 1,
    alwaysShow: true,
  });
  for (const [index, menu] of dir.menus.entries()) {
    await seedPage(ctx, menu, rootId, index + 1, 'MENU');
  }
  // Sorted after the menus; migration 0005 adds the same row to databases seeded before.
  for (const [index, api] of (dir.apis ?? []).entries()) {
    await insertResource(ctx, {
      parentId: rootId,
      resourceCode: api.code,
      resourceName: ctx.say([api.name, api.nameEn]),
      resourceNameEn: api.nameEn,
      titleKey: `button.${api.code}`,
      resourceType: 'API',
      sort: 100 + index,
    });
  }
}

/** Roles admin, editor and common, with the grants of `SEED_GRANTS`. */
export async function seedRoles(ctx: SeedContext): Promise<Map<string, number>> {
  const { tx, now, say } = ctx;
  const ids = new Map<string, number>();
  for (const [index, [roleCode, spec]] of Object.entries(SEED_ROLES).entries()) {
    await tx
      .insert(roles)
      .values({
        roleCode,
        roleName: say(spec.roleName),
        dataScope: spec.dataScope,
        remark: say(spec.remark),
        builtIn: roleCode === ADMIN_ROLE,
        sort: index + 1,
        ...seeded(now),
      })
      .onConflictDoNothing();
    ids.set(
      roleCode,
      idOf(
        await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, roleCode)),
        roleCode,
      ),
    );
  }
  for (const [roleCode, codes] of Object.entries(SEED_GRANTS)) {
    const granted = await tx
      .select({ id: resources.id })
      .from(resources)
      .where(inArray(resources.resourceCode, [...codes]));
    const roleId = ids.get(roleCode);
    if (roleId === undefined || granted.length !== codes.length) {
      throw new Error(`Seed: grants of ${roleCode} name unknown resources.`);
    }
    await tx
      .insert(roleResources)
      .values(granted.map((resource) => ({ roleId, resourceId: resource.id })))
      .onConflictDoNothing();
  }
  return ids;
}

import { PARAM_KEYS, BUILT_IN_PARAMS } from '@org/api-contract';
import { eq } from 'drizzle-orm';
import {
  orgs,
  positions,
  userGroupMembers,
  userGroups,
  groupRoles,
  userOrgs,
  userPositions,
  userRoles,
  users,
} from '../db/schema/index';
import { SEED_PASSWORDS, idOf, seeded, type SeedContext, type Words } from './seed-context';

/** A company, two branches and two departments in each. */
const ORG_TREE = [
  { code: 'HQ', name: '示例集团', en: 'Example Group', category: 'company', parent: null },
  { code: 'BJ', name: '北京分公司', en: 'Beijing Branch', category: 'company', parent: 'HQ' },
  { code: 'SH', name: '上海分公司', en: 'Shanghai Branch', category: 'company', parent: 'HQ' },
  { code: 'BJ-RD', name: '研发部', en: 'R&D', category: 'dept', parent: 'BJ' },
  { code: 'BJ-MKT', name: '市场部', en: 'Marketing', category: 'dept', parent: 'BJ' },
  { code: 'SH-FIN', name: '财务部', en: 'Finance', category: 'dept', parent: 'SH' },
  { code: 'SH-HR', name: '人力资源部', en: 'Human Resources', category: 'dept', parent: 'SH' },
] as const;

const POSITIONS: readonly { code: string; name: Words; level: number }[] = [
  { code: 'CEO', name: ['总经理', 'General Manager'], level: 1 },
  { code: 'PM', name: ['项目经理', 'Project Manager'], level: 2 },
  { code: 'HR', name: ['人事专员', 'HR Specialist'], level: 3 },
  { code: 'STAFF', name: ['普通员工', 'Staff Member'], level: 4 },
];

interface UserSeed {
  account: string;
  username: Words;
  password: string;
  gender: string;
  org: string;
  position: string;
  roles: string[];
  status?: number;
  email: string;
}

const initPassword = BUILT_IN_PARAMS.find((p) => p.key === PARAM_KEYS.initPassword)?.value ?? '';

const USERS: readonly UserSeed[] = [
  {
    account: 'admin',
    username: ['系统管理员', 'Super Admin'],
    password: SEED_PASSWORDS.admin,
    gender: '1',
    org: 'HQ',
    position: 'CEO',
    roles: ['admin'],
    email: 'admin@example.com',
  },
  {
    account: 'editor',
    username: ['普通编辑', 'Normal Editor'],
    password: SEED_PASSWORDS.editor,
    gender: '2',
    org: 'BJ-RD',
    position: 'PM',
    roles: ['editor'],
    email: 'editor@example.com',
  },
  {
    account: 'zhangsan',
    username: ['张三', 'Zhang San'],
    password: initPassword,
    gender: '1',
    org: 'BJ-RD',
    position: 'STAFF',
    roles: ['common'],
    email: 'zhangsan@example.com',
  },
  {
    account: 'lisi',
    username: ['李四', 'Li Si'],
    password: initPassword,
    gender: '2',
    org: 'SH-FIN',
    position: 'STAFF',
    roles: ['common'],
    email: 'lisi@example.com',
  },
  {
    account: 'wangwu',
    username: ['王五', 'Wang Wu'],
    password: initPassword,
    gender: '1',
    org: 'SH-HR',
    position: 'HR',
    roles: ['common'],
    status: 0,
    email: 'wangwu@example.com',
  },
];

/** Organisations, positions, users (with roles, organisations and positions) and a group. */
export async function seedPeople(ctx: SeedContext, roleIds: Map<string, number>): Promise<void> {
  const { tx, now, say } = ctx;
  const orgIds = new Map<string, number>();
  for (const [index, org] of ORG_TREE.entries()) {
    const parentId = org.parent === null ? null : (orgIds.get(org.parent) ?? null);
    const parentAncestors =
      org.parent === null
        ? ''
        : ((
            await tx
              .select({ ancestors: orgs.ancestors })
              .from(orgs)
              .where(eq(orgs.id, parentId ?? 0))
          )[0]?.ancestors ?? '');
    await tx
      .insert(orgs)
      .values({
        parentId,
        ancestors:
          parentId === null ? '' : [parentAncestors, String(parentId)].filter(Boolean).join(','),
        orgCode: org.code,
        orgName: say([org.name, org.en]),
        orgNameEn: org.en,
        orgCategory: org.category,
        sort: index + 1,
        ...seeded(now),
      })
      .onConflictDoNothing();
    orgIds.set(
      org.code,
      idOf(await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.orgCode, org.code)), org.code),
    );
  }

  const positionIds = new Map<string, number>();
  for (const [index, position] of POSITIONS.entries()) {
    await tx
      .insert(positions)
      .values({
        positionCode: position.code,
        positionName: say(position.name),
        positionLevel: position.level,
        sort: index + 1,
        ...seeded(now),
      })
      .onConflictDoNothing();
    positionIds.set(
      position.code,
      idOf(
        await tx
          .select({ id: positions.id })
          .from(positions)
          .where(eq(positions.positionCode, position.code)),
        position.code,
      ),
    );
  }

  const userIds = new Map<string, number>();
  for (const [index, user] of USERS.entries()) {
    const mainOrgId = orgIds.get(user.org) ?? null;
    await tx
      .insert(users)
      .values({
        account: user.account,
        username: say(user.username),
        passwordHash: await ctx.passwords.hash(user.password),
        gender: user.gender,
        email: user.email,
        employeeNo: `E${String(index + 1).padStart(4, '0')}`,
        mainOrgId,
        status: user.status ?? 1,
        pwdUpdatedAt: now,
        sort: index + 1,
        ...seeded(now),
      })
      .onConflictDoNothing();
    const userId = idOf(
      await tx.select({ id: users.id }).from(users).where(eq(users.account, user.account)),
      user.account,
    );
    userIds.set(user.account, userId);
    if (mainOrgId !== null) {
      await tx.insert(userOrgs).values({ userId, orgId: mainOrgId }).onConflictDoNothing();
    }
    const positionId = positionIds.get(user.position);
    if (positionId !== undefined) {
      await tx.insert(userPositions).values({ userId, positionId }).onConflictDoNothing();
    }
    for (const roleCode of user.roles) {
      const roleId = roleIds.get(roleCode);
      if (roleId !== undefined) {
        await tx.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
      }
    }
  }
  // The R&D department is led by the editor: "my department" has someone to show.
  await tx
    .update(orgs)
    .set({ leaderUserId: userIds.get('editor') ?? null })
    .where(eq(orgs.orgCode, 'BJ-RD'));

  await tx
    .insert(userGroups)
    .values({
      groupCode: 'developers',
      groupName: say(['开发组', 'Developers']),
      description: say(['示例应用的开发人员。', 'Developers of the sample application.']),
      sort: 1,
      ...seeded(now),
    })
    .onConflictDoNothing();
  const groupId = idOf(
    await tx
      .select({ id: userGroups.id })
      .from(userGroups)
      .where(eq(userGroups.groupCode, 'developers')),
    'group developers',
  );
  for (const account of ['editor', 'zhangsan']) {
    const userId = userIds.get(account);
    if (userId !== undefined) {
      await tx.insert(userGroupMembers).values({ groupId, userId }).onConflictDoNothing();
    }
  }
  const commonRole = roleIds.get('common');
  if (commonRole !== undefined) {
    await tx.insert(groupRoles).values({ groupId, roleId: commonRole }).onConflictDoNothing();
  }
}

import {
  API,
  RESOURCE_PARENTS,
  type ResourceType,
  type RouteContract,
  routeUrl,
} from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import { sampleResource as kitResource, sampleUser } from '@org/app-kit/testing';
import type { AppRole, ResourceNode, RoleUserPage } from '../api/rbac-api';
// Types only: shell-server imports this module, so a value import back would be a cycle.
import type { AreaMock, MockAnswer } from './shell-server';

const STAMP = '2026-05-04T09:30:00.000Z';
const audit = { createdBy: 1, createdAt: STAMP, updatedBy: 1, updatedAt: STAMP };

const is = (request: MockRequest, route: RouteContract) =>
  request.method === route.method && request.path === routeUrl(route);

const ok = (data: unknown): MockAnswer => ({ code: 20000, data });
const invalid = (field: string, message: string): MockAnswer => ({
  code: 40022,
  message: `${field}: ${message}`,
  data: { errors: [{ field, message }] },
});
const conflict = (message: string): MockAnswer => ({ code: 40009, message });

type Resource = Omit<ResourceNode, 'children' | 'hasChildren'>;
type UserBrief = RoleUserPage['list'][number];

/** A role of an application for stories and tests. */
export function sampleRole(id: number, fields: Partial<AppRole> = {}): AppRole {
  return {
    id,
    roleCode: `crm_role${id}`,
    roleName: `角色 ${id}`,
    roleType: 'APP',
    appId: 1,
    dataScope: 'SELF',
    sort: id,
    status: 1,
    builtIn: false,
    remark: '',
    userCount: 0,
    ...audit,
    ...fields,
  };
}

/** A resource for stories and tests (application 1 unless given). */
export const sampleResource = (
  ...[id, parentId, type, code, name, fields]: Parameters<typeof kitResource>
): Resource => kitResource(id, parentId, type, code, name, { appId: 1, ...fields });

export interface RbacMockData {
  roles: AppRole[];
  resources: Resource[];
  /** Checked and half-checked grants by role id. */
  grants: Record<number, { checked: number[]; half: number[] }>;
  users: UserBrief[];
  /** User ids by role id. */
  holders: Record<number, number[]>;
}

/** Roles, resources and users of application 1 (`crm`) and one platform resource. */
export const sampleRbac = (): RbacMockData => ({
  roles: [
    sampleRole(501, { roleCode: 'crm_sales', roleName: '销售', userCount: 1, remark: '跟进客户' }),
    sampleRole(502, { roleCode: 'crm_manager', roleName: '销售经理', sort: 2 }),
    sampleRole(503, { roleCode: 'hr_clerk', roleName: '人事专员', appId: 2 }),
  ],
  resources: [
    sampleResource(601, null, 'MENU', 'crm:customers', '客户', {
      resourceNameEn: 'Customers',
      path: '/customers',
      sort: 1,
    }),
    sampleResource(602, 601, 'PAGE', 'crm:customers:list', '客户列表', {
      resourceNameEn: 'Customer list',
      path: 'list',
      component: 'customers/list',
      sort: 1,
    }),
    sampleResource(603, 602, 'BUTTON', 'crm:customers:add', '新增客户', {
      resourceNameEn: 'Add customer',
      sort: 1,
    }),
    sampleResource(604, 602, 'BUTTON', 'crm:customers:remove', '删除客户', {
      resourceNameEn: 'Delete customer',
      sort: 2,
    }),
    sampleResource(605, null, 'MENU', 'crm:reports', '报表', {
      resourceNameEn: 'Reports',
      path: '/reports',
      sort: 2,
    }),
    sampleResource(699, null, 'BUTTON', 'system:user:export', '导出', { appId: null }),
  ],
  grants: { 501: { checked: [603], half: [601, 602] } },
  users: [
    sampleUser(1, 'admin', '超级管理员'),
    sampleUser(2, 'zhangsan', '张三'),
    sampleUser(3, 'lisi', '李四'),
  ],
  holders: { 501: [2] },
});

const contains = (text: string, part: unknown) =>
  typeof part !== 'string' || part === '' || text.toLowerCase().includes(part.toLowerCase());

const paged = <T>(list: readonly T[], body: Record<string, unknown>) => {
  const pageNo = Number(body.pageNo ?? 1);
  const pageSize = Number(body.pageSize ?? 10);
  return {
    list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: list.length,
    pageNo,
    pageSize,
  };
};

/** The tree of `rows`: a row whose parent is not among them is a root. */
function treeOf(rows: readonly Resource[]): ResourceNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const build = (row: Resource): ResourceNode => {
    const children = rows
      .filter((kid) => kid.parentId === row.id)
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map(build);
    return {
      ...row,
      hasChildren: children.length > 0,
      ...(children.length > 0 ? { children } : {}),
    };
  };
  return rows
    .filter((row) => row.parentId === null || !ids.has(row.parentId))
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map(build);
}

/**
 * The role and resource calls for an application's Privilege and Resources pages: roles of an
 * application, their grants (an application's role only its own application's resources) and
 * users; the application's resource tree, add, change, move, sort and delete.
 */
export const rbacMock: AreaMock = (shellData) => {
  const data = shellData.rbac ?? sampleRbac();
  let nextId = 900;
  const role = (id: unknown) => data.roles.find((r) => r.id === Number(id));
  const resource = (id: unknown) => data.resources.find((r) => r.id === Number(id));
  const countUsers = (roleId: number) => (data.holders[roleId] ?? []).length;

  return (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (is(request, API.role.page)) {
      const list = data.roles
        .filter(
          (r) =>
            (body.appId === undefined || r.appId === body.appId) &&
            (body.roleType === undefined || r.roleType === body.roleType) &&
            contains(r.roleName, body.roleName) &&
            contains(r.roleCode, body.roleCode),
        )
        .map((r) => ({ ...r, userCount: countUsers(r.id) }))
        .sort((a, b) => a.sort - b.sort || a.id - b.id);
      return ok(paged(list, body));
    }
    if (is(request, API.role.create)) {
      const roleCode = String(body.roleCode ?? '');
      if (!/^[A-Za-z][A-Za-z0-9_.:-]*$/.test(roleCode)) {
        return invalid('body.roleCode', 'must start with a letter: letters, digits and _ . : -');
      }
      if (data.roles.some((r) => r.roleCode === roleCode)) {
        return conflict(`Role code "${roleCode}" is already in use.`);
      }
      if (String(body.roleName ?? '').trim() === '') return invalid('body.roleName', 'is required');
      const created = sampleRole((nextId += 1), {
        roleCode,
        roleName: String(body.roleName).trim(),
        roleType: body.roleType === 'APP' ? 'APP' : 'PLATFORM',
        appId: typeof body.appId === 'number' ? body.appId : null,
        sort: Number(body.sort ?? 0),
        status: body.status === 0 ? 0 : 1,
        remark: String(body.remark ?? ''),
      });
      data.roles = [...data.roles, created];
      return ok({ ...created, dataScopeOrgIds: [] });
    }
    if (is(request, API.role.update)) {
      const current = role(body.id);
      if (!current) return { code: 40004, message: `Role ${String(body.id)} not found.` };
      const changed = { ...current, ...body, id: current.id } as AppRole;
      data.roles = data.roles.map((r) => (r.id === current.id ? changed : r));
      return ok({ ...changed, dataScopeOrgIds: [] });
    }
    if (is(request, API.role.remove)) {
      const ids = (body.ids as number[] | undefined) ?? [];
      const held = data.roles.find((r) => ids.includes(r.id) && countUsers(r.id) > 0);
      if (held) {
        return conflict(
          `Role "${held.roleCode}" is still given to users or groups; take it away first.`,
        );
      }
      data.roles = data.roles.filter((r) => !ids.includes(r.id));
      return ok({ affected: ids.length });
    }
    if (is(request, API.role.resources)) {
      const roleId = Number(request.query.get('roleId'));
      const grant = data.grants[roleId] ?? { checked: [], half: [] };
      return ok({
        roleId,
        allResources: false,
        checkedIds: [...grant.checked],
        halfCheckedIds: [...grant.half],
      });
    }
    if (is(request, API.role.grant)) {
      const current = role(body.roleId);
      if (!current) return { code: 40004, message: `Role ${String(body.roleId)} not found.` };
      const checked = (body.resourceIds as number[] | undefined) ?? [];
      const half = (body.halfCheckedIds as number[] | undefined) ?? [];
      for (const [field, ids] of [
        ['body.resourceIds', checked],
        ['body.halfCheckedIds', half],
      ] as const) {
        const foreign = ids.map(resource).find((r) => r && r.appId !== current.appId);
        if (current.roleType === 'APP' && foreign) {
          return invalid(
            field,
            `resource "${foreign.resourceCode}" (${foreign.resourceName}) belongs to ` +
              `${foreign.appId === null ? 'the platform' : `application ${foreign.appId}`}; the ` +
              `role "${current.roleCode}" of application ${current.appId} may only be given ` +
              "that application's resources",
          );
        }
      }
      data.grants[current.id] = { checked: [...checked], half: [...half] };
      return ok({
        roleId: current.id,
        allResources: false,
        checkedIds: checked,
        halfCheckedIds: half,
      });
    }
    if (is(request, API.role.users)) {
      const ids = data.holders[Number(body.roleId)] ?? [];
      const list = data.users.filter(
        (u) =>
          ids.includes(u.id) &&
          contains(u.account, body.account) &&
          contains(u.username, body.username),
      );
      return ok(paged(list, body));
    }
    if (is(request, API.role.addUsers) || is(request, API.role.removeUsers)) {
      const roleId = Number(body.roleId);
      const userIds = (body.userIds as number[] | undefined) ?? [];
      const before = data.holders[roleId] ?? [];
      const after = is(request, API.role.addUsers)
        ? [...new Set([...before, ...userIds])]
        : before.filter((id) => !userIds.includes(id));
      data.holders[roleId] = after;
      return ok({ affected: Math.abs(after.length - before.length) });
    }
    if (is(request, API.user.page) || is(request, API.flows.people)) {
      const ids = body.ids as number[] | undefined;
      const list = data.users
        .filter((u) => contains(u.username, body.username) && contains(u.account, body.account))
        .filter((u) => (ids ? ids.includes(u.id) : true))
        .map((u) => ({
          ...u,
          roleNames: [],
          locked: false,
          lockedUntil: null,
          lastLoginIp: '',
          lastLoginAt: null,
          pwdUpdatedAt: null,
          personImage: null,
          userType: '',
          sort: 0,
          remark: '',
          ...audit,
        }));
      return ok(paged(list, body));
    }
    if (is(request, API.resource.tree)) {
      const appId = request.query.get('appId');
      const keyword = request.query.get('keyword') ?? '';
      let rows = data.resources.filter((r) => appId === null || r.appId === Number(appId));
      if (keyword !== '') {
        const keep = new Set<number>();
        for (const row of rows) {
          if (!contains(row.resourceName, keyword) && !contains(row.resourceCode, keyword))
            continue;
          for (let at: Resource | undefined = row; at; at = resource(at.parentId)) keep.add(at.id);
        }
        rows = rows.filter((row) => keep.has(row.id));
      }
      return ok(treeOf(rows));
    }
    if (is(request, API.resource.create)) {
      const parent =
        body.parentId === null || body.parentId === undefined ? null : resource(body.parentId);
      const type = body.resourceType as ResourceType;
      const parentType = parent ? (parent.resourceType as ResourceType) : null;
      if (!RESOURCE_PARENTS[type].includes(parentType)) {
        return invalid(
          'body.parentId',
          `a ${type} cannot be placed under ${parentType ?? 'the top'} (allowed: ${RESOURCE_PARENTS[
            type
          ]
            .map((kind) => kind ?? 'the top')
            .join(', ')})`,
        );
      }
      const resourceCode = String(body.resourceCode ?? '');
      if (data.resources.some((r) => r.resourceCode === resourceCode)) {
        return conflict(`Resource code "${resourceCode}" is already in use.`);
      }
      if (String(body.resourceName ?? '').trim() === '')
        return invalid('body.resourceName', 'is required');
      const { parentId: _, ...fields } = body;
      const created = sampleResource(
        (nextId += 1),
        parent?.id ?? null,
        type,
        resourceCode,
        String(body.resourceName).trim(),
        {
          ...(fields as Partial<Resource>),
          appId: typeof body.appId === 'number' ? body.appId : (parent?.appId ?? null),
        },
      );
      data.resources = [...data.resources, created];
      return ok(created);
    }
    if (is(request, API.resource.update)) {
      const current = resource(body.id);
      if (!current) return { code: 40004, message: `Resource ${String(body.id)} not found.` };
      const changed = { ...current, ...body, id: current.id } as Resource;
      data.resources = data.resources.map((r) => (r.id === current.id ? changed : r));
      return ok(changed);
    }
    if (is(request, API.resource.remove)) {
      const ids = (body.ids as number[] | undefined) ?? [];
      const parent = data.resources.find(
        (r) =>
          ids.includes(r.id) &&
          data.resources.some((kid) => kid.parentId === r.id && !ids.includes(kid.id)),
      );
      if (parent) {
        return conflict(
          `"${parent.resourceCode}" still has resources below it; delete or move them first.`,
        );
      }
      data.resources = data.resources.filter((r) => !ids.includes(r.id));
      return ok({ affected: ids.length });
    }
    if (is(request, API.resource.move)) {
      const current = resource(body.id);
      if (!current) return { code: 40004, message: `Resource ${String(body.id)} not found.` };
      const parentId = typeof body.parentId === 'number' ? body.parentId : null;
      const moved = { ...current, parentId };
      data.resources = data.resources.map((r) => (r.id === current.id ? moved : r));
      return ok(moved);
    }
    if (is(request, API.resource.sort)) {
      const items = (body.items as { id: number; sort: number }[] | undefined) ?? [];
      data.resources = data.resources.map((r) => {
        const item = items.find((candidate) => candidate.id === r.id);
        return item ? { ...r, sort: item.sort } : r;
      });
      return ok({ affected: items.length });
    }
    return undefined;
  };
};

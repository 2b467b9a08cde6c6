import type { Page, Resource, ResourceNode, RoleGrant, UserBrief } from '@org/api-contract';
import { useSyncExternalStore } from 'react';
import { sampleResource, sampleUser } from '../testing/fixtures';
import type { RbacCodes, RbacSource, ResourceFilter } from './source';

// For the kit's stories and tests: an `RbacSource` over resources, grants and users kept in
// memory, the way an app's source is over its endpoints. It records what it is asked to change
// and refuses what it is told to refuse, with the message a server would give.

export interface RbacMemory {
  /** The resources, each with its parent's id (the tree is built from them). */
  resources: Resource[];
  /** Each role's grant, by role id (none: nothing granted). */
  grants: Record<number, Omit<RoleGrant, 'roleId'>>;
  users: UserBrief[];
  /** The ids of each role's users, by role id. */
  holders: Record<number, number[]>;
}

type Write =
  | 'saveResource'
  | 'grant'
  | 'addRoleUsers'
  | 'removeRoleUsers'
  | 'setResourceStatus'
  | 'moveResource'
  | 'sortResources'
  | 'removeResources';

export interface MemorySourceOptions {
  namespace?: string;
  codes?: Partial<RbacCodes>;
  /** Writes refused, with the server's message. */
  refuse?: Partial<Record<Write, string>>;
  /** How long a write takes, in ms (a story's server answers after a moment). */
  delay?: number;
}

export interface MemorySource {
  source: RbacSource;
  memory: RbacMemory;
  /** The writes asked for, in order (refused ones too). */
  calls: { name: Write; body: unknown }[];
  /** Keeps a new or changed resource (what an app's editor saves through its own calls). */
  saveResource: (row: Resource) => Promise<void>;
}

/** The tree of `rows`, children by sort: a row whose parent is not among them is a root. */
function treeOf(rows: readonly Resource[]): ResourceNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const bySort = (a: Resource, b: Resource) => a.sort - b.sort || a.id - b.id;
  const build = (row: Resource): ResourceNode => {
    const children = rows
      .filter((kid) => kid.parentId === row.id)
      .sort(bySort)
      .map(build);
    return { ...row, hasChildren: children.length > 0, ...(children.length ? { children } : {}) };
  };
  return rows
    .filter((row) => row.parentId === null || !ids.has(row.parentId))
    .sort(bySort)
    .map(build);
}

const has = (text: string, part: string | undefined) =>
  !part || text.toLowerCase().includes(part.toLowerCase());

const pageOf = <T>(rows: readonly T[], pageNo = 1, pageSize = 10): Page<T> => ({
  list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  total: rows.length,
  pageNo,
  pageSize,
});

export function memorySource(memory: RbacMemory, options: MemorySourceOptions = {}): MemorySource {
  const calls: MemorySource['calls'] = [];
  const listeners = new Set<() => void>();
  // answers stay the same objects until something changes, as a query cache keeps them
  let answers = new Map<string, unknown>();
  const answer = <T>(key: string, make: () => T): T => {
    if (!answers.has(key)) answers.set(key, make());
    return answers.get(key) as T;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const useAnswer = <T>(skip: boolean | undefined, key: string, make: () => T) =>
    useSyncExternalStore(subscribe, () => (skip ? undefined : answer(key, make)));

  const write = async <T>(name: Write, body: unknown, apply: () => T): Promise<T> => {
    calls.push({ name, body });
    await new Promise((resolve) => setTimeout(resolve, options.delay ?? 0));
    const refusal = options.refuse?.[name];
    if (refusal) throw Object.assign(new Error(refusal), { code: 40009 });
    const result = apply();
    answers = new Map();
    listeners.forEach((listener) => listener());
    return result;
  };
  const resource = (id: number) => memory.resources.find((row) => row.id === id);
  const matching = (filter: ResourceFilter) => {
    const rows = memory.resources.filter(
      (row) => filter.status === undefined || row.status === filter.status,
    );
    if (!filter.keyword) return rows;
    const keep = new Set<number>();
    for (const row of rows) {
      if (!has(row.resourceName, filter.keyword) && !has(row.resourceCode, filter.keyword)) {
        continue;
      }
      for (let at: Resource | undefined = row; at; at = resource(at.parentId ?? 0)) keep.add(at.id);
    }
    return rows.filter((row) => keep.has(row.id));
  };
  const holdersOf = (roleId: number) => memory.holders[roleId] ?? [];

  const source: RbacSource = {
    namespace: options.namespace ?? 'kit',
    codes: {
      addResource: 'system:resource:add',
      editResource: 'system:resource:edit',
      removeResource: 'system:resource:remove',
      exportResources: 'system:resource:export',
      assignUsers: 'system:role:assignUser',
      ...options.codes,
    },
    useResourceTree: (filter, ask) => ({
      data: useAnswer(ask?.skip, `tree ${JSON.stringify(filter)}`, () => treeOf(matching(filter))),
      isLoading: false,
      isFetching: false,
    }),
    useRoleGrant: (roleId, ask) => ({
      data: useAnswer(ask?.skip, `grant ${roleId}`, () => ({
        roleId,
        ...(memory.grants[roleId] ?? { allResources: false, checkedIds: [], halfCheckedIds: [] }),
      })),
      isLoading: false,
      isFetching: false,
    }),
    useRoleUsers: (query, ask) => ({
      data: useAnswer(ask?.skip, `users ${JSON.stringify(query)}`, () =>
        pageOf(
          memory.users.filter(
            (user) =>
              holdersOf(query.roleId).includes(user.id) &&
              has(user.account, query.account) &&
              has(user.username, query.username),
          ),
          query.pageNo,
          query.pageSize,
        ),
      ),
      isLoading: false,
      isFetching: false,
    }),
    pickUsers: (query) =>
      Promise.resolve(
        pageOf(
          memory.users.filter(
            (user) => has(user.account, query.account) && has(user.username, query.username),
          ),
          query.pageNo,
          query.pageSize,
        ),
      ),
    grant: (body) =>
      write('grant', body, () => {
        memory.grants[body.roleId] = {
          allResources: false,
          checkedIds: body.resourceIds,
          halfCheckedIds: body.halfCheckedIds ?? [],
        };
      }),
    addRoleUsers: (body) =>
      write('addRoleUsers', body, () => {
        const before = holdersOf(body.roleId);
        memory.holders[body.roleId] = [...new Set([...before, ...body.userIds])];
        return { affected: holdersOf(body.roleId).length - before.length };
      }),
    removeRoleUsers: (body) =>
      write('removeRoleUsers', body, () => {
        const kept = holdersOf(body.roleId).filter((id) => !body.userIds.includes(id));
        memory.holders[body.roleId] = kept;
      }),
    setResourceStatus: (id, status) =>
      write('setResourceStatus', { id, status }, () => {
        memory.resources = memory.resources.map((row) =>
          row.id === id ? { ...row, status } : row,
        );
      }),
    moveResource: (body) =>
      write('moveResource', body, () => {
        memory.resources = memory.resources.map((row) =>
          row.id === body.id
            ? {
                ...row,
                parentId: body.parentId,
                ...(body.sort === undefined ? {} : { sort: body.sort }),
              }
            : row,
        );
      }),
    sortResources: (body) =>
      write('sortResources', body, () => {
        const sorts = new Map(body.items.map((item) => [item.id, item.sort]));
        memory.resources = memory.resources.map((row) => ({
          ...row,
          sort: sorts.get(row.id) ?? row.sort,
        }));
      }),
    removeResources: (ids) =>
      write('removeResources', ids, () => {
        memory.resources = memory.resources.filter((row) => !ids.includes(row.id));
      }),
  };
  const saveResource = (row: Resource) =>
    write('saveResource', row, () => {
      const others = memory.resources.filter((other) => other.id !== row.id);
      memory.resources = [...others, row];
    });
  return { source, memory, calls, saveResource };
}

/**
 * The platform-like tree of the stories: 系统管理 with its menus and buttons, 业务中心, and an
 * API at the top; 修改 of 用户管理 is disabled.
 */
export function sampleResources(): Resource[] {
  return [
    sampleResource(1, null, 'DIR', 'system', '系统管理', { resourceNameEn: 'System', sort: 10 }),
    sampleResource(2, 1, 'MENU', 'system:user', '用户管理', {
      resourceNameEn: 'Users',
      path: 'user',
      component: 'system/user/index',
      icon: 'user',
      sort: 10,
    }),
    sampleResource(3, 2, 'BUTTON', 'system:user:add', '新增', { sort: 10 }),
    sampleResource(4, 2, 'BUTTON', 'system:user:edit', '修改', { sort: 20, status: 0 }),
    sampleResource(5, 1, 'MENU', 'system:role', '角色管理', {
      resourceNameEn: 'Roles',
      path: 'role',
      component: 'system/role/index',
      sort: 20,
    }),
    sampleResource(6, 5, 'BUTTON', 'system:role:grant', '授权', { sort: 10 }),
    sampleResource(7, 1, 'MENU', 'system:org', '组织机构', { path: 'org', sort: 30 }),
    sampleResource(10, null, 'DIR', 'biz', '业务中心', { sort: 20 }),
    sampleResource(11, 10, 'MENU', 'biz:order', '订单', { path: 'order', sort: 10 }),
    sampleResource(12, null, 'API', 'storage:manage', '文件存储管理', { sort: 30 }),
  ];
}

/** Fourteen users; `user01` … `user14`. */
export const sampleUsers = (): UserBrief[] =>
  Array.from({ length: 14 }, (_, index) =>
    sampleUser(index + 10, `user${String(index + 1).padStart(2, '0')}`, `用户${index + 1}`),
  );
